import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_TARGETS, seedLarge, type Progress } from '../../src/seed/large-seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

// The large seed at a tiny scale factor: the same statements as `seed --scale large`, a few
// hundred rows each. The full scale is measured (README), not tested.
const FACTOR = 0.003;
let test: TestApp;
const updates: { done: number; step: string }[] = [];
let total = 0;

const progress: Progress = {
  start: (value) => {
    total = value;
  },
  update: (done, step) => updates.push({ done, step }),
  stop: () => undefined,
};

/** Both drivers answer execute() with `{ rows }`; the generic Db type does not say so. */
async function firstRow(query: SQL): Promise<Record<string, unknown>> {
  const result = await test.app.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
}

beforeAll(async () => {
  test = await buildTestApp({ seed: 'none' });
  const result = await seedLarge(test.app.db, {
    mediaDir: test.config.mediaDir,
    factor: FACTOR,
    progress,
  });
  expect(result.seeded).toBe(true);
}, 120_000);

afterAll(async () => {
  await test.close();
});

describe('large seed (tiny factor)', () => {
  it('writes the scaled counts beyond the demo catalog', async () => {
    const counts = await firstRow(sql`select
      (select count(*) from artists)::int as artists, (select count(*) from sets)::int as sets,
      (select count(*) from tracks)::int as tracks, (select count(*) from users)::int as users,
      (select count(*) from set_likes)::int as set_likes,
      (select count(*) from track_likes)::int as track_likes`);
    expect(counts.artists).toBe(420 + 10);
    expect(counts.sets).toBe(320 + 5);
    expect(counts.tracks).toBeGreaterThan(3000 + 80 - 1);
    expect(counts.users).toBe(Math.round(LARGE_TARGETS.users * FACTOR));
    expect(counts.set_likes).toBe(Math.round(LARGE_TARGETS.setLikes * FACTOR));
    expect(counts.track_likes).toBe(Math.round(LARGE_TARGETS.trackLikes * FACTOR));
  });

  it('keeps likes and catalog counts right', async () => {
    const row = await firstRow(sql`select
      (select sum(likes) from sets)::int = (select count(*) from set_likes)::int as set_likes,
      (select sum(likes) from tracks)::int = (select count(*) from track_likes)::int as track_likes,
      not exists (select 1 from sets s where s.track_count <>
        (select count(*) from set_tracks x where x.set_id = s.id)) as track_counts,
      not exists (select 1 from artists a where a.set_count <>
        (select count(*) from set_artists x where x.artist_id = a.id)) as set_counts`);
    expect(row).toEqual({
      set_likes: true,
      track_likes: true,
      track_counts: true,
      set_counts: true,
    });
  });

  it('plays sets of 8–30 tracks on the 3 s grid, adjacent keys apart, with IDs', async () => {
    const row = await firstRow(sql`
      with shaped as (
        select x.set_id, x.start_time, x.end_time, t.key, t.mix_type, t.id_set_id,
          lag(t.key) over (partition by x.set_id order by x.track_position) as previous_key
        from set_tracks x join tracks t on t.id = x.track_id where x.set_id > 320)
      select
        count(*) filter (where start_time % 3000 <> 0)::int as off_grid,
        count(*) filter (where end_time - start_time < 150000)::int as too_short,
        count(*) filter (where previous_key is not null and least(
          abs(array_position(${TONICS}::text[], split_part(key, ' ', 1))
            - array_position(${TONICS}::text[], split_part(previous_key, ' ', 1))),
          12 - abs(array_position(${TONICS}::text[], split_part(key, ' ', 1))
            - array_position(${TONICS}::text[], split_part(previous_key, ' ', 1)))) < 3)::int as close_keys,
        (select count(*) from (select set_id from set_tracks where set_id > 320 group by set_id
          having count(*) not between 8 and 30) bad)::int as bad_sizes,
        (select count(*) from sets where id > 320 and (duration_ms not between 2700000 and 7200000
          or mp3_permalink <> '/audio/sets/' || id || '.mp3'))::int as bad_sets,
        count(*) filter (where mix_type = 'ID' and id_set_id is null)::int as ids_without_set
      from shaped`);
    expect(row).toEqual({
      off_grid: 0,
      too_short: 0,
      close_keys: 0,
      bad_sizes: 0,
      bad_sets: 0,
      ids_without_set: 0,
    });
  });

  it('reports progress up to its total', () => {
    expect(total).toBeGreaterThan(0);
    expect(updates.map((u) => u.step)).toContain('track_likes 1,800');
    expect(updates.at(-1)).toEqual({ done: total, step: 'done' });
    const done = updates.map((u) => u.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });
});

const TONICS = `{C,C#,D,D#,E,F,F#,G,G#,A,A#,B}`;
