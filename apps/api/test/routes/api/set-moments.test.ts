import { SetSchema, SetsPageSchema, USER_MOMENTS_MAX } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementTestApp, get, parsed, type Caller } from './engagement-fixture.ts';
import { GAP_SET, SHORT_SET, call, insertPlayerSets } from './player-fixture.ts';

// A set page's `user_moments`: the moments the caller liked (POST /api/set-likes), which the
// player marks on its seek bar, so they must come back with the set after a reload.

const test = engagementTestApp();
beforeAll(async () => {
  await insertPlayerSets(test.app.db);
});

async function like(setId: number, moment: number, caller: Caller) {
  const response = await call(test.app, 'POST', '/api/set-likes', caller, {
    set_meta_id: setId,
    set_timestamp: moment,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const detail = async (setId: number, caller?: Caller) =>
  parsed(await get(test.app, `/api/sets/${setId}`, caller), SetSchema);

describe('GET /api/sets/{id}: user_moments', () => {
  it('is null for a guest and empty for a caller who liked no moment', async () => {
    expect((await detail(GAP_SET)).user_moments).toBeNull();
    expect((await detail(GAP_SET, test.alice)).user_moments).toEqual([]);
  });

  it("lists the caller's moments in order, a second liked twice twice, and only theirs", async () => {
    await like(GAP_SET, 120_000, test.alice);
    await like(GAP_SET, 20_000, test.alice);
    await like(GAP_SET, 20_000, test.alice);
    await like(SHORT_SET, 5_000, test.alice);
    await like(GAP_SET, 50_000, test.bob);

    expect((await detail(GAP_SET, test.alice)).user_moments).toEqual([20_000, 20_000, 120_000]);
    expect((await detail(SHORT_SET, test.alice)).user_moments).toEqual([5_000]);
    expect((await detail(GAP_SET, test.bob)).user_moments).toEqual([50_000]);

    // The guest answer is the one shared through the read cache: nobody's moments in it.
    const guest = await get(test.app, `/api/sets/${GAP_SET}`);
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    expect(SetSchema.parse(guest.json()).user_moments).toBeNull();
  });

  it(`lists at most the earliest ${USER_MOMENTS_MAX}`, async () => {
    // Straight into the table: the like endpoint's rate limit would take minutes to get here.
    await test.app.db.execute(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
      select ${test.bob.id}, ${SHORT_SET}, 600000 - n
      from generate_series(1, ${USER_MOMENTS_MAX + 20}) n`);
    const moments = (await detail(SHORT_SET, test.bob)).user_moments ?? [];
    expect(moments).toHaveLength(USER_MOMENTS_MAX);
    const earliest = 600_000 - (USER_MOMENTS_MAX + 20);
    expect(moments[0]).toBe(earliest);
    expect(moments.at(-1)).toBe(earliest + USER_MOMENTS_MAX - 1);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
  });

  it('is not part of the list summaries', async () => {
    for (const caller of [undefined, test.alice]) {
      const response = await get(test.app, '/api/sets?limit=100', caller);
      parsed(response, SetsPageSchema);
      // The raw body: parsing would drop a key the summary schema does not name.
      const { data } = response.json<{ data: object[] }>();
      expect(data).toContainEqual(expect.objectContaining({ id: GAP_SET }));
      for (const set of data) expect(set).not.toHaveProperty('user_moments');
    }
  });
});
