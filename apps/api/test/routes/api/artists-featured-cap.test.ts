import {
  ArtistsPageSchema,
  FEATURED_MAX,
  LabelsPageSchema,
  type Page,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { artists, labels, setArtists, setSponsors, sets } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { getPage, walkOffsets } from './artists-paging.ts';

/** The featured artists and labels are a shortlist: at most FEATURED_MAX, however many qualify. */

const MANY = FEATURED_MAX + 15;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  const { db } = testApp.app;
  const ids = Array.from({ length: MANY }, (_, index) => index + 1);
  await db.insert(artists).values(ids.map((id) => ({ id, name: `Artist ${id}` })));
  await db
    .insert(labels)
    .values(ids.map((id) => ({ id, name: `Curator ${id}`, sponsor_type: 'other' as const })));
  // Set i is credited to artist i and curated by label i; artist and label i play i sets in all.
  const setRows = [];
  for (const id of ids)
    setRows.push({ id, set_name: `Set ${id}`, artist: `Artist ${id}`, release_date: '2025-01-01' });
  await db.insert(sets).values(setRows);
  await db.insert(setArtists).values(ids.map((id) => ({ set_id: id, artist_id: id })));
  await db.insert(setSponsors).values(ids.map((id) => ({ set_id: id, position: 0, label_id: id })));
});

afterAll(async () => {
  await testApp.close();
});

const FEATURED: [string, z.ZodMiniType<Page<{ id: number }>>][] = [
  ['/api/featured/artists', ArtistsPageSchema],
  ['/api/featured/labels', LabelsPageSchema],
];

describe.each(FEATURED)('%s', (path, schema) => {
  it(`holds ${FEATURED_MAX} of the ${MANY} that qualify, paged to the end`, async () => {
    const { items, totals } = await walkOffsets(testApp, schema, path);
    expect([...totals]).toEqual([FEATURED_MAX]);
    expect(items).toHaveLength(FEATURED_MAX);
    // Equal activity: by id.
    expect(items.map((item) => item.id)).toEqual(
      Array.from({ length: FEATURED_MAX }, (_, i) => i + 1),
    );
  });

  it('answers a short last page and an empty one past the cap', async () => {
    const last = await getPage(testApp, schema, `${path}?offset=${FEATURED_MAX - 5}&limit=20`);
    expect(last.pagination).toEqual({ offset: FEATURED_MAX - 5, count: 5, total: FEATURED_MAX });
    const beyond = await getPage(testApp, schema, `${path}?offset=${FEATURED_MAX}`);
    expect(beyond).toEqual({
      data: [],
      pagination: { offset: FEATURED_MAX, count: 0, total: FEATURED_MAX },
    });
  });
});
