import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
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
  it('produces identical rows on every run', async () => {
    const [seeded, empty] = apps as [TestApp, TestApp];
    const result = await seedDemo(empty.app.db, { mediaDir: empty.config.mediaDir });
    expect(result.seeded).toBe(true);
    const [a, b] = [await snapshot(seeded.app), await snapshot(empty.app)];
    expect(a.sets.length).toBeGreaterThanOrEqual(80);
    expect(a.artists.length).toBeGreaterThanOrEqual(40);
    expect(a.labels.length).toBeGreaterThanOrEqual(12);
    for (const table of ['artists', 'labels', 'sets', 'tracks'] as const) {
      expect(withoutTimes(b[table])).toEqual(withoutTimes(a[table]));
    }
    expect(b.setTracks).toEqual(a.setTracks);
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
    const [row] = await seeded.app.db
      .insert(schema.artists)
      .values({ name: 'New Artist' })
      .returning({ id: schema.artists.id });
    const count = (await seeded.app.db.select().from(schema.artists)).length;
    expect(row?.id).toBe(count);
  });
});
