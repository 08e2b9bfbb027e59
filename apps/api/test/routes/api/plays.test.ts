import {
  PlayProgressSchema,
  SetSchema,
  SetsPageSchema,
  validationErrorBody,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  engagementTestApp,
  get,
  parsed,
  refused,
  type Caller,
} from './engagement-fixture.ts';
import { SETS, SET_TRACK_MS } from './music-fixture.ts';
import { call } from './player-fixture.ts';

// PUT /api/plays (spec.md section 7): where the caller is in a set, read back as the set's
// `user_fav.current_timestamp`, for that caller only.

const test = engagementTestApp();

const SET = 2;
const DURATION = SETS[SET - 1]!.track_ids.length * SET_TRACK_MS;

const save = (setId: number, moment: number, caller: Caller = test.alice) =>
  call(test.app, 'PUT', '/api/plays', caller, { set_meta_id: setId, current_timestamp: moment });

const setOf = async (setId: number, caller?: Caller) =>
  parsed(await get(test.app, `/api/sets/${setId}`, caller), SetSchema);

describe('PUT /api/plays', () => {
  it('saves where the caller is, which the set then reads back to that caller only', async () => {
    expect((await setOf(SET, test.alice)).user_fav?.current_timestamp).toBeNull();
    expect(parsed(await save(SET, 0), PlayProgressSchema)).toEqual({
      set_meta_id: SET,
      current_timestamp: 0,
    });
    expect(parsed(await save(SET, 60_000), PlayProgressSchema)).toEqual({
      set_meta_id: SET,
      current_timestamp: 60_000,
    });
    expect((await setOf(SET, test.alice)).user_fav).toMatchObject({ current_timestamp: 60_000 });
    expect((await setOf(SET, test.bob)).user_fav).toMatchObject({ current_timestamp: null });
    expect((await setOf(SET)).user_fav).toBeNull();
    const list = parsed(await get(test.app, '/api/sets?limit=100', test.alice), SetsPageSchema);
    expect(list.data.find((set) => set.id === SET)?.user_fav?.current_timestamp).toBe(60_000);
  });

  it('keeps one position per user and set, the last one sent', async () => {
    parsed(await save(SET, 90_000), PlayProgressSchema);
    parsed(await save(SET, 30_000), PlayProgressSchema);
    parsed(await save(SET, 45_000, test.bob), PlayProgressSchema);
    const rows = await countOf(
      test.app,
      sql`select count(*)::int as n from play_progress where set_id = ${SET}`,
    );
    expect(rows).toBe(2);
    expect((await setOf(SET, test.alice)).user_fav?.current_timestamp).toBe(30_000);
    expect((await setOf(SET, test.bob)).user_fav?.current_timestamp).toBe(45_000);
  });

  it('takes the very end of the set, and answers 422 naming current_timestamp past it', async () => {
    parsed(await save(SET, DURATION), PlayProgressSchema);
    expect(refused(await save(SET, DURATION + 1), 422)).toEqual(
      validationErrorBody('json', {
        current_timestamp: [`Must be within the set: at most its duration, ${DURATION} ms.`],
      }),
    );
    expect((await setOf(SET, test.alice)).user_fav?.current_timestamp).toBe(DURATION);
  });

  it('answers 404 for an unknown set and 401 without a Bearer', async () => {
    expect(refused(await save(999_999, 0), 404)).toMatchObject({
      description: 'No set has this id.',
    });
    refused(
      await call(test.app, 'PUT', '/api/plays', undefined, {
        set_meta_id: SET,
        current_timestamp: 0,
      }),
      401,
    );
  });

  it('many saves at once leave one row, holding one of the positions sent', async () => {
    const moments = Array.from({ length: 20 }, (_, i) => (i + 1) * 1_000);
    const answers = await Promise.all(moments.map((moment) => save(3, moment)));
    for (const answer of answers) parsed(answer, PlayProgressSchema);
    const stored = await setOf(3, test.alice);
    expect(moments).toContain(stored.user_fav?.current_timestamp);
  });
});
