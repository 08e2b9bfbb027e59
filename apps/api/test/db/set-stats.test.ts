import { GENRES, SetsPageSchema, type Genre, type SetSummary } from '@rabbithole/api-contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

let testApp: TestApp;

interface Stats {
  track_count: number;
  track_confirmed_count: number;
  track_genres: Genre[];
}

/**
 * What the stored stats must say, worked out here from the raw set_tracks ⋈ tracks rows rather
 * than by SQL like the triggers of migration 0003_set-stats-triggers, so the two cannot share a
 * mistake.
 */
async function statsFromTracks(): Promise<Map<number, Stats>> {
  const db = testApp.app.db;
  const setIds = await db.select({ id: schema.sets.id }).from(schema.sets);
  const played = await db
    .select({
      set_id: schema.setTracks.set_id,
      mix_type: schema.tracks.mix_type,
      genre: schema.tracks.genre,
    })
    .from(schema.setTracks)
    .innerJoin(schema.tracks, eq(schema.tracks.id, schema.setTracks.track_id));
  const plays = new Map<number, { total: number; confirmed: number; genres: Map<Genre, number> }>(
    setIds.map(({ id }) => [id, { total: 0, confirmed: 0, genres: new Map() }]),
  );
  for (const row of played) {
    const entry = plays.get(row.set_id);
    if (!entry) throw new Error(`set_tracks row for a missing set ${row.set_id}`);
    entry.total += 1;
    if (row.mix_type !== 'ID') entry.confirmed += 1;
    if (row.genre !== null) entry.genres.set(row.genre, (entry.genres.get(row.genre) ?? 0) + 1);
  }
  // Most-played first; ties in the genre enum's order.
  const rank = (genre: Genre) => GENRES.indexOf(genre);
  return new Map(
    [...plays].map(([id, entry]) => [
      id,
      {
        track_count: entry.total,
        track_confirmed_count: entry.confirmed,
        track_genres: [...entry.genres]
          .sort(([ga, na], [gb, nb]) => nb - na || rank(ga) - rank(gb))
          .map(([genre]) => genre),
      },
    ]),
  );
}

async function storedStats(): Promise<Map<number, Stats>> {
  const rows = await testApp.app.db
    .select({
      id: schema.sets.id,
      track_count: schema.sets.track_count,
      track_confirmed_count: schema.sets.track_confirmed_count,
      track_genres: schema.sets.track_genres,
    })
    .from(schema.sets)
    .orderBy(asc(schema.sets.id));
  return new Map(rows.map(({ id, ...stats }) => [id, stats]));
}

async function listed(query: string): Promise<SetSummary[]> {
  // Each read must see the writes just made; guests' answers are otherwise reused for 5 s.
  await testApp.app.readCache.clear();
  const response = await testApp.app.inject({ url: `/api/sets?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return SetsPageSchema.parse(response.json()).data;
}

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** Plain SQL, as any writer might send it: the triggers must not depend on who writes. */
async function run(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await testApp.app.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function expectStatsRight() {
  expect(await storedStats()).toEqual(await statsFromTracks());
}

describe('per-set track stats', () => {
  it('are stored on every seeded set exactly as set_tracks ⋈ tracks says', async () => {
    const expected = await statsFromTracks();
    expect(expected.size).toBeGreaterThanOrEqual(80);
    expect(await storedStats()).toEqual(expected);
    // The seed exercises every part of the computation.
    const values = [...expected.values()];
    expect(values.some((s) => s.track_confirmed_count < s.track_count)).toBe(true);
    expect(values.some((s) => s.track_genres.length > 1)).toBe(true);
  });

  it('are what the list answers', async () => {
    const stored = await storedStats();
    const sets = await listed('');
    expect(sets).toHaveLength(stored.size);
    for (const set of sets) {
      const { track_count, track_confirmed_count, track_genres } = set;
      expect({ track_count, track_confirmed_count, track_genres }).toEqual(stored.get(set.id));
    }
  });

  it('follow set_tracks rows inserted and deleted by plain SQL', async () => {
    const [target] = await listed('order_by=set_name&order_direction=asc');
    if (!target) throw new Error('no seeded set');
    // A genre the set has neither itself nor among its tracks: only the new track brings it.
    const genre = GENRES.find((g) => g !== target.genre && !target.track_genres.includes(g));
    if (!genre) throw new Error('the set already carries every genre');
    const ids = async () => (await listed(`genre=${encodeURIComponent(genre)}`)).map((s) => s.id);
    expect(await ids()).not.toContain(target.id);

    const [track] = await run(sql`insert into tracks (title, mix_type, genre)
      values ('Unreleased Dub', 'ID', ${genre}) returning id`);
    await run(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
      select ${target.id}, ${track?.id}, max(track_position) + 1, ${target.duration}
      from set_tracks where set_id = ${target.id}`);

    const after = (await listed('order_by=set_name&order_direction=asc')).find(
      (set) => set.id === target.id,
    );
    expect(after?.track_count).toBe(target.track_count + 1);
    // An ID is a track nobody has identified: played, but not confirmed.
    expect(after?.track_confirmed_count).toBe(target.track_confirmed_count);
    expect(after?.track_genres).toContain(genre);
    expect(await ids()).toContain(target.id);
    await expectStatsRight();

    await run(sql`delete from set_tracks where track_id = ${track?.id}`);
    const restored = (await listed('order_by=set_name&order_direction=asc')).find(
      (set) => set.id === target.id,
    );
    expect(restored).toEqual(target);
    expect(await ids()).not.toContain(target.id);
    await run(sql`delete from tracks where id = ${track?.id}`);
  });

  it('follow a track’s genre and mix_type into every set that plays it', async () => {
    // The track played in the most sets.
    const [shared] = await run(sql`select track_id, count(distinct set_id)::int as sets
      from set_tracks group by track_id order by 2 desc, 1 limit 1`);
    expect(Number(shared?.sets)).toBeGreaterThan(1);
    const [before] = await run(
      sql`select genre, mix_type from tracks where id = ${shared?.track_id}`,
    );
    const genre = GENRES.find((g) => g !== before?.genre) as Genre;

    await run(
      sql`update tracks set genre = ${genre}, mix_type = 'ID' where id = ${shared?.track_id}`,
    );
    await expectStatsRight();
    await run(sql`update tracks set genre = null where id = ${shared?.track_id}`);
    await expectStatsRight();
    // A title says nothing about the stats: the statement changes none of them.
    await run(sql`update tracks set title = title || ' (VIP)' where id = ${shared?.track_id}`);
    await expectStatsRight();

    await run(sql`update tracks set genre = ${before?.genre ?? null}::genre,
      mix_type = ${before?.mix_type}::mix_type where id = ${shared?.track_id}`);
    await expectStatsRight();
  });

  it('follow a set_tracks row moved to another set, and ignore a new position', async () => {
    const [row] = await run(sql`select id, set_id from set_tracks order by id limit 1`);
    const [other] = await run(
      sql`select id from sets where id <> ${row?.set_id} order by id limit 1`,
    );
    const before = await storedStats();

    await run(sql`update set_tracks set set_id = ${other?.id}, track_position = 10000
      where id = ${row?.id}`);
    const moved = await storedStats();
    expect(moved.get(Number(row?.set_id))?.track_count).toBe(
      (before.get(Number(row?.set_id))?.track_count ?? 0) - 1,
    );
    expect(moved.get(Number(other?.id))?.track_count).toBe(
      (before.get(Number(other?.id))?.track_count ?? 0) + 1,
    );
    await expectStatsRight();

    await run(sql`update set_tracks set track_position = track_position + 20000`);
    expect(await storedStats()).toEqual(moved);

    await run(sql`update set_tracks set set_id = ${row?.set_id} where id = ${row?.id}`);
    await run(sql`update set_tracks set track_position = track_position - 20000`);
    await expectStatsRight();
    expect(await storedStats()).toEqual(before);
  });

  it('follow one statement writing many sets at once', async () => {
    const sets = await run(sql`select id from sets order by id limit 5`);
    const [track] = await run(sql`insert into tracks (title, genre) values ('Tool', 'Techno')
      returning id`);
    await run(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
      select s.id, ${track?.id}, 50000 + n, 0
      from sets s cross join generate_series(1, 3) n where s.id <= ${sets.at(-1)?.id}`);
    await expectStatsRight();
    await run(sql`delete from set_tracks where track_id = ${track?.id}`);
    await run(sql`delete from tracks where id = ${track?.id}`);
    await expectStatsRight();
  });

  it('start at zero on a new set, and return to zero when its tracks are gone', async () => {
    const [set] = await run(sql`insert into sets (set_name, artist, release_date)
      values ('Empty Room', 'Nobody', '2020-01-01') returning id`);
    const id = Number(set?.id);
    const [track] = await run(sql`insert into tracks (title, genre) values ('Only Track', 'House')
      returning id`);
    await run(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
      values (${id}, ${track?.id}, 1, 0)`);
    expect((await storedStats()).get(id)).toEqual({
      track_count: 1,
      track_confirmed_count: 1,
      track_genres: ['House'],
    });

    await run(sql`delete from set_tracks where set_id = ${id}`);
    expect((await storedStats()).get(id)).toEqual({
      track_count: 0,
      track_confirmed_count: 0,
      track_genres: [],
    });
    // Deleting a set takes its set_tracks rows with it (cascade): the trigger must cope.
    await run(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
      values (${id}, ${track?.id}, 1, 0)`);
    await run(sql`delete from sets where id = ${id}`);
    await run(sql`delete from tracks where id = ${track?.id}`);
    await expectStatsRight();
  });

  it('are reset on every set when set_tracks is truncated', async () => {
    await run(sql`truncate set_tracks`);
    const stored = await storedStats();
    expect(stored.size).toBeGreaterThan(0);
    for (const stats of stored.values()) {
      expect(stats).toEqual({ track_count: 0, track_confirmed_count: 0, track_genres: [] });
    }
  });
});
