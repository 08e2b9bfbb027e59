import {
  ARTIST_SORT_FIELDS,
  ArtistsPageSchema,
  ErrorBodySchema,
  LabelSchema,
  LabelsPageSchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  buildFixture,
  EMPTY_LABEL_ID,
  expectedLabel,
  insertFixture,
  LABEL_NAMES,
  type Fixture,
} from './artists-fixture.ts';
import { bothWays, getPage, orderOf, walkOffsets } from './artists-paging.ts';

let testApp: TestApp;
let fixture: Fixture;

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const numeric = (values: number[]) => [...values].sort((a, b) => a - b);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  fixture = buildFixture();
  await insertFixture(testApp.app.db, fixture);
});

afterAll(async () => {
  await testApp.close();
});

async function expectNotFound(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, url).toBe(404);
  expect(ErrorBodySchema.parse(response.json())).toMatchObject({ code: 404 });
}

/** The label with the most artists: its artists tab spans more than one page of 20. */
function busiestLabel(): number {
  let best = 1;
  for (let id = 1; id <= LABEL_NAMES.length; id++) {
    if (expectedLabel(fixture, id).artist_count > expectedLabel(fixture, best).artist_count) {
      best = id;
    }
  }
  return best;
}

describe('GET /api/labels/{id}', () => {
  it('answers the label as the list does, guest fields empty', async () => {
    const listed = await getPage(testApp, LabelsPageSchema, '/api/labels?limit=100');
    for (const id of [1, 4, 20, EMPTY_LABEL_ID]) {
      const response = await testApp.app.inject({ url: `/api/labels/${id}` });
      expect(response.statusCode).toBe(200);
      const label = LabelSchema.parse(response.json());
      expect(label).toEqual(listed.data.find((item) => item.id === id));
      expect(label.name).toBe(LABEL_NAMES[id - 1]);
      expect(label.user_label_stats).toBeNull();
    }
  });

  it('answers 404 for an id no label has', async () => {
    await expectNotFound('/api/labels/999999');
  });
});

describe('GET /api/labels/{id}/artists', () => {
  it('lists the artists credited on its tracks, A to Z by default, over pages', async () => {
    const id = busiestLabel();
    const expected = expectedLabel(fixture, id);
    const { items, totals } = await walkOffsets(
      testApp,
      ArtistsPageSchema,
      `/api/labels/${id}/artists`,
    );
    expect([...totals]).toEqual([expected.artist_count]);
    expect(numeric(ids(items))).toEqual(numeric(expected.artistIds));
    expect(ids(items)).toEqual(orderOf(items, 'name', 'asc'));
    for (const artist of items) expect(artist.user_stats).toBeNull();
  });

  describe.each(bothWays(ARTIST_SORT_FIELDS))('order_by=%s&order_direction=%s', (field, dir) => {
    it('walks the tab in order', async () => {
      const id = busiestLabel();
      const { items } = await walkOffsets(
        testApp,
        ArtistsPageSchema,
        `/api/labels/${id}/artists?order_by=${field}&order_direction=${dir}`,
      );
      expect(ids(items)).toEqual(orderOf(items, field, dir));
      expect(numeric(ids(items))).toEqual(numeric(expectedLabel(fixture, id).artistIds));
    });
  });

  it('answers an empty tab for a label without tracks, 404 for an unknown label', async () => {
    const page = await getPage(testApp, ArtistsPageSchema, `/api/labels/${EMPTY_LABEL_ID}/artists`);
    expect(page).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
    await expectNotFound('/api/labels/999999/artists');
    await expectNotFound('/api/labels/999999/artists?search=zzz');
  });
});

describe('GET /api/featured/labels', () => {
  /**
   * Tracks among the 2,000 newest releases and sets curated among the 500 newest sets, per label:
   * the fixture has fewer of each, so here the rule weighs all of them.
   */
  function expectedFeatured(): number[] {
    expect(fixture.tracks.length).toBeLessThan(2000);
    expect(fixture.sets.length).toBeLessThan(500);
    const rows = LABEL_NAMES.map((_, index) => {
      const id = index + 1;
      const releases = fixture.tracks.filter((track) => track.label_id === id).length;
      const curated = fixture.sponsors.filter((row) => row.label_id === id).length;
      return { id, recent: releases + curated, sets: expectedLabel(fixture, id).setIds.length };
    }).filter((row) => row.sets > 0);
    rows.sort((a, b) => b.recent - a.recent || b.sets - a.sets || a.id - b.id);
    return rows.map((row) => row.id);
  }

  it('features the labels with the most new releases and curated sets, then sets, paged', async () => {
    const expected = expectedFeatured();
    const { items, totals } = await walkOffsets(testApp, LabelsPageSchema, '/api/featured/labels');
    expect([...totals]).toEqual([expected.length]);
    expect(ids(items)).toEqual(expected);
    expect(ids(items)).not.toContain(EMPTY_LABEL_ID);
    const small = await getPage(testApp, LabelsPageSchema, '/api/featured/labels?limit=3&offset=3');
    expect(ids(small.data)).toEqual(expected.slice(3, 6));
    const beyond = await getPage(testApp, LabelsPageSchema, '/api/featured/labels?offset=100');
    expect(beyond.pagination).toEqual({ offset: 100, count: 0, total: expected.length });
  });
});
