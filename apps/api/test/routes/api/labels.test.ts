import {
  DEFAULT_IMAGES,
  LABEL_SORT_FIELDS,
  LabelsPageSchema,
  PAGE_SIZE,
  type Label,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  buildFixture,
  CURATORS,
  EMPTY_LABEL_ID,
  expectedLabel,
  insertFixture,
  LABEL_NAMES,
  type Fixture,
} from './artists-fixture.ts';
import { bothWays, getPage, orderOf, walkCursors, walkOffsets } from './artists-paging.ts';

let testApp: TestApp;
let fixture: Fixture;
/** Every label as the API answers it, by id. */
let all: Label[];

const list = (query = '') => getPage(testApp, LabelsPageSchema, `/api/labels?${query}`);
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  fixture = buildFixture();
  await insertFixture(testApp.app.db, fixture);
  const page = await list('limit=100&order_by=name');
  all = [...page.data].sort((a, b) => a.id - b.id);
  expect(all).toHaveLength(LABEL_NAMES.length);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/labels', () => {
  it('answers a page of 20, most sets first, with the guest fields empty', async () => {
    const page = await list();
    expect(page.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: LABEL_NAMES.length });
    expect(ids(page.data)).toEqual(orderOf(all, 'set_count', 'desc').slice(0, PAGE_SIZE));
    for (const label of page.data) {
      expect(label.user_label_stats).toBeNull();
      expect(label.default_img_xl).toBe(DEFAULT_IMAGES.label);
    }
  });

  it('answers every spec.md field, the counts kept by the triggers', () => {
    for (const label of all) {
      const row = fixture.labels[label.id - 1]!;
      const expected = expectedLabel(fixture, label.id);
      expect(label).toMatchObject({
        name: row.name,
        bio: row.bio,
        sponsor_type: row.sponsor_type,
        art_url_sm: row.art_url_sm,
        art_url_xl: row.art_url_xl,
        logo_url: row.logo_url,
        instagram: row.instagram,
        beatport: null,
        website: null,
        set_count: expected.set_count,
        track_count: expected.track_count,
        artist_count: expected.artist_count,
        track_genres: expected.track_genres,
      });
      const byName = (a: { name: string }, b: { name: string }) =>
        a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1;
      expect(label.label_boss).toEqual([...expected.label_boss].sort(byName));
    }
    expect(all.find((label) => label.id === 4)?.label_boss).toHaveLength(2);
    expect(all.find((label) => label.id === EMPTY_LABEL_ID)).toMatchObject({
      set_count: 0,
      track_count: 0,
      artist_count: 0,
      track_genres: [],
    });
    // Curators count the sets they curate.
    expect(
      all.filter((label) => label.sponsor_type === 'other').every((l) => l.set_count > 0),
    ).toBe(true);
  });

  describe.each(bothWays(LABEL_SORT_FIELDS))('order_by=%s&order_direction=%s', (field, dir) => {
    it('walks every page in order, ties by id, with no duplicates or gaps', async () => {
      const { items, totals } = await walkOffsets(
        testApp,
        LabelsPageSchema,
        `/api/labels?order_by=${field}&order_direction=${dir}`,
      );
      expect([...totals]).toEqual([all.length]);
      expect(ids(items)).toEqual(orderOf(all, field, dir));
    });

    it('walks the same order by the after/after_id cursor', async () => {
      const items = await walkCursors(
        testApp,
        LabelsPageSchema,
        `/api/labels?order_by=${field}&order_direction=${dir}`,
        (label) => String(label[field]),
      );
      expect(ids(items)).toEqual(orderOf(all, field, dir));
    });
  });

  it('accepts the label_meta.<field> form and the search screen load-more by name', async () => {
    const page = await list('order_by=label_meta.name&order_direction=asc&limit=5');
    expect(ids(page.data)).toEqual(orderOf(all, 'name', 'asc').slice(0, 5));
    const more = await list(
      `order_by=label_meta.name&order_direction=asc&after=${encodeURIComponent(page.data[4]!.name)}`,
    );
    expect(ids(more.data)).toEqual(orderOf(all, 'name', 'asc').slice(5, 5 + PAGE_SIZE));
  });

  it('pages with offset and limit, reporting count and total', async () => {
    const page = await list('offset=20&limit=4');
    expect(ids(page.data)).toEqual(orderOf(all, 'set_count', 'desc').slice(20, 24));
    expect(page.pagination).toEqual({ offset: 20, count: 4, total: all.length });
    const beyond = await list('offset=60');
    expect(beyond).toEqual({ data: [], pagination: { offset: 60, count: 0, total: all.length } });
  });

  it('filters by genre and by sponsor_type', async () => {
    for (const genre of ['Techno', 'Deep House', 'Trance'] as const) {
      const expected = all.filter((label) => label.track_genres.includes(genre));
      const page = await list(
        `genre=${encodeURIComponent(genre)}&limit=100&order_by=name&order_direction=asc`,
      );
      expect(ids(page.data)).toEqual(orderOf(expected, 'name', 'asc'));
      expect(page.pagination.total).toBe(expected.length);
    }
    const curators = await list('sponsor_type=other&limit=100');
    expect(curators.data.map((label) => label.name).sort()).toEqual([...CURATORS].sort());
    const records = await list('sponsor_type=label_meta&offset=100');
    expect(records.pagination.total).toBe(LABEL_NAMES.length - CURATORS.length);
  });

  it('searches names: exact, prefix, any case', async () => {
    const names = async (query: string) =>
      (await list(`search=${encodeURIComponent(query)}&limit=100`)).data.map((l) => l.name);
    expect((await names('Anjunadeep'))[0]).toBe('Anjunadeep');
    expect(await names('anjuna')).toContain('Anjunadeep');
    expect(await names('kompakt')).toEqual(expect.arrayContaining(['Kompakt', 'KOMPAKT']));
    expect(await names('BOILER')).toContain('Boiler Room');
  });
});
