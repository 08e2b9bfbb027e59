import { GENRES, SetsPageSchema, type Genre, type SetSummary } from '@rabbithole/api-contract';
import { asc, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { refreshSetStats } from '../../src/db/set-stats.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

let testApp: TestApp;

interface Stats {
  track_count: number;
  track_confirmed_count: number;
  track_genres: Genre[];
}

/**
 * What the stored stats must say, worked out here from the raw set_tracks ⋈ tracks rows rather
 * than by SQL like refreshSetStats(), so the two cannot share a mistake.
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

  it('follow a change to a set’s tracks once refreshSetStats runs', async () => {
    const db = testApp.app.db;
    const [target] = await listed('order_by=set_name&order_direction=asc');
    if (!target) throw new Error('no seeded set');
    // A genre the set has neither itself nor among its tracks: only the new track brings it.
    const genre = GENRES.find((g) => g !== target.genre && !target.track_genres.includes(g));
    if (!genre) throw new Error('the set already carries every genre');
    expect((await listed(`genre=${encodeURIComponent(genre)}`)).map((s) => s.id)).not.toContain(
      target.id,
    );

    const [position] = await db
      .select({ last: max(schema.setTracks.track_position) })
      .from(schema.setTracks)
      .where(eq(schema.setTracks.set_id, target.id));
    const [track] = await db
      .insert(schema.tracks)
      .values({ title: 'Unreleased Dub', mix_type: 'ID', genre })
      .returning({ id: schema.tracks.id });
    const [played] = await db
      .insert(schema.setTracks)
      .values({
        set_id: target.id,
        track_id: track?.id ?? 0,
        track_position: (position?.last ?? 0) + 1,
        start_time: target.duration,
      })
      .returning({ id: schema.setTracks.id });
    await refreshSetStats(db, [target.id]);

    const [after] = (await listed('order_by=set_name&order_direction=asc')).filter(
      (set) => set.id === target.id,
    );
    expect(after?.track_count).toBe(target.track_count + 1);
    // An ID is a track nobody has identified: played, but not confirmed.
    expect(after?.track_confirmed_count).toBe(target.track_confirmed_count);
    expect(after?.track_genres).toContain(genre);
    expect(await storedStats()).toEqual(await statsFromTracks());
    expect((await listed(`genre=${encodeURIComponent(genre)}`)).map((s) => s.id)).toContain(
      target.id,
    );

    await db.delete(schema.setTracks).where(eq(schema.setTracks.id, played?.id ?? 0));
    await refreshSetStats(db, [target.id]);
    const [restored] = (await listed('order_by=set_name&order_direction=asc')).filter(
      (set) => set.id === target.id,
    );
    expect(restored).toEqual(target);
    expect((await listed(`genre=${encodeURIComponent(genre)}`)).map((s) => s.id)).not.toContain(
      target.id,
    );
  });

  it('are reset on a set whose tracks are all gone', async () => {
    const db = testApp.app.db;
    const [set] = await db
      .insert(schema.sets)
      .values({ set_name: 'Empty Room', artist: 'Nobody', release_date: '2020-01-01' })
      .returning({ id: schema.sets.id });
    const id = set?.id ?? 0;
    const [track] = await db
      .insert(schema.tracks)
      .values({ title: 'Only Track', genre: 'House' })
      .returning({ id: schema.tracks.id });
    await db
      .insert(schema.setTracks)
      .values({ set_id: id, track_id: track?.id ?? 0, track_position: 1, start_time: 0 });
    await refreshSetStats(db, [id]);
    expect((await storedStats()).get(id)).toEqual({
      track_count: 1,
      track_confirmed_count: 1,
      track_genres: ['House'],
    });

    await db.delete(schema.setTracks).where(eq(schema.setTracks.set_id, id));
    await refreshSetStats(db, [id]);
    expect((await storedStats()).get(id)).toEqual({
      track_count: 0,
      track_confirmed_count: 0,
      track_genres: [],
    });
    await db.delete(schema.sets).where(eq(schema.sets.id, id));
  });
});
