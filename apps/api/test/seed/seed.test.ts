import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { demoCatalog } from '../../src/seed/demo-catalog.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

const apps: TestApp[] = [];

async function snapshot(app: TestApp['app']) {
  const db = app.db;
  return {
    artists: await db.select().from(schema.artists).orderBy(asc(schema.artists.id)),
    labels: await db.select().from(schema.labels).orderBy(asc(schema.labels.id)),
    sets: await db.select().from(schema.sets).orderBy(asc(schema.sets.id)),
    tracks: await db.select().from(schema.tracks).orderBy(asc(schema.tracks.id)),
    setTracks: await db.select().from(schema.setTracks).orderBy(asc(schema.setTracks.id)),
    trackArtists: await db
      .select()
      .from(schema.trackArtists)
      .orderBy(asc(schema.trackArtists.track_id), asc(schema.trackArtists.artist_id)),
  };
}

// created_at is the moment of insertion, the one column that may differ between runs.
const withoutTimes = (rows: readonly { created_at: Date }[]) =>
  rows.map(({ created_at: _created, ...rest }) => rest);

beforeAll(async () => {
  apps.push(await buildTestApp({ seed: 'demo' }), await buildTestApp({ seed: 'none' }));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('demo seed', () => {
  it('writes the generated catalog, and identical rows on every run', async () => {
    const [seeded, empty] = apps as [TestApp, TestApp];
    const result = await seedDemo(empty.app.db, { mediaDir: empty.config.mediaDir });
    const catalog = demoCatalog();
    expect(result).toEqual({
      seeded: true,
      sets: catalog.sets.length,
      artists: catalog.artists.length,
      labels: catalog.labels.length,
      tracks: catalog.tracks.length,
    });
    const [a, b] = [await snapshot(seeded.app), await snapshot(empty.app)];
    expect(a.sets.length).toBe(catalog.sets.length);
    expect(a.tracks.length).toBe(catalog.tracks.length);
    expect(a.setTracks.length).toBe(catalog.set_tracks.length);
    for (const table of ['artists', 'labels', 'sets', 'tracks'] as const) {
      expect(withoutTimes(b[table])).toEqual(withoutTimes(a[table]));
    }
    expect(b.setTracks).toEqual(a.setTracks);
    expect(b.trackArtists).toEqual(a.trackArtists);
  });

  it('leaves every derived count right (as if each statement had run its triggers)', async () => {
    const [seeded] = apps as [TestApp];
    const before = await snapshot(seeded.app);
    // Recomputing from the raw rows changes nothing.
    await seeded.app.db.execute(sql`select refresh_catalog_stats()`);
    await seeded.app.db.execute(sql`select refresh_set_stats(array(select id from sets))`);
    const after = await snapshot(seeded.app);
    expect(after.artists).toEqual(before.artists);
    expect(after.labels).toEqual(before.labels);
    expect(after.sets).toEqual(before.sets);
    expect(after.tracks).toEqual(before.tracks);
    const set = before.sets[0];
    expect(set?.track_count).toBe(before.setTracks.filter((row) => row.set_id === set?.id).length);
    expect(before.sets.every((row) => row.track_confirmed_count < row.track_count)).toBe(true);
    expect(before.sets.every((row) => row.likes === 0)).toBe(true);
    expect(before.artists.filter((artist) => artist.track_count > 0).length).toBeGreaterThan(300);
    expect(before.tracks.filter((track) => track.artist !== '').length).toBe(before.tracks.length);
  });

  it('draws art for every set, artist and label, without text', async () => {
    const [seeded] = apps as [TestApp];
    const { sets, artists, labels } = await snapshot(seeded.app);
    const files = [
      ...sets.map((row) => row.art_url),
      ...artists.map((row) => row.art_url_xl),
      ...labels.map((row) => row.logo_url),
    ];
    for (const path of files) {
      expect(path).toMatch(/^\/art\/(sets|artists|labels)\/\d+\.svg$/);
      const file = join(seeded.config.mediaDir, path ?? '');
      expect(existsSync(file)).toBe(true);
    }
    const sample = readFileSync(join(seeded.config.mediaDir, sets[0]?.art_url ?? ''), 'utf8');
    expect(sample).toMatch(/^<svg/);
    expect(sample).not.toContain('<text');
    expect(sets.every((set) => set.mp3_permalink === `/audio/sets/${set.id}.mp3`)).toBe(true);
  });

  it('never touches a database that already holds sets', async () => {
    const [seeded] = apps as [TestApp];
    const before = await snapshot(seeded.app);
    const result = await seedDemo(seeded.app.db, { mediaDir: seeded.config.mediaDir });
    expect(result).toEqual({ seeded: false, reason: 'not-empty' });
    expect(await snapshot(seeded.app)).toEqual(before);
  });

  it('leaves ids free for new rows after the explicit seed ids', async () => {
    const [seeded] = apps as [TestApp];
    const count = (await seeded.app.db.select().from(schema.artists)).length;
    const [row] = await seeded.app.db
      .insert(schema.artists)
      .values({ name: 'New Artist' })
      .returning({ id: schema.artists.id });
    expect(row?.id).toBe(count + 1);
  });
});
