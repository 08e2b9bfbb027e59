import {
  ArtistSchema,
  ArtistsPageSchema,
  ErrorBodySchema,
  LABEL_SORT_FIELDS,
  LabelsPageSchema,
  PAGE_SIZE,
  type Artist,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  ARTIST_NAMES,
  buildFixture,
  expectedArtist,
  insertFixture,
  LONELY_ARTIST_ID,
  type Fixture,
} from './artists-fixture.ts';
import { bothWays, getPage, orderOf, walkOffsets } from './artists-paging.ts';

let testApp: TestApp;
let fixture: Fixture;

const ids = (items: { id: number }[]) => items.map((item) => item.id);

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

/** The artist with the most labels: its labels tab has something to sort. */
function busiestArtist(): number {
  let best = 1;
  for (let id = 1; id <= ARTIST_NAMES.length; id++) {
    if (expectedArtist(fixture, id).label_count > expectedArtist(fixture, best).label_count) {
      best = id;
    }
  }
  return best;
}

describe('GET /api/artists/{id}', () => {
  it('answers the artist as the list does, guest fields empty', async () => {
    const listed = await getPage(testApp, ArtistsPageSchema, '/api/artists?limit=100');
    for (const id of [1, 2, 14, LONELY_ARTIST_ID]) {
      const response = await testApp.app.inject({ url: `/api/artists/${id}` });
      expect(response.statusCode).toBe(200);
      const artist = ArtistSchema.parse(response.json());
      expect(artist).toEqual(listed.data.find((item) => item.id === id));
      expect(artist.name).toBe(ARTIST_NAMES[id - 1]);
      expect(artist.user_stats).toBeNull();
      expect(artist.label_count).toBe(expectedArtist(fixture, id).label_count);
    }
  });

  it('answers 404 for an id no artist has', async () => {
    await expectNotFound('/api/artists/999999');
    await expectNotFound(`/api/artists/${2 ** 31 - 1}`);
  });
});

describe('GET /api/artists/{id}/labels', () => {
  it("lists the labels of the artist's tracks, A to Z by default", async () => {
    const id = busiestArtist();
    const expected = expectedArtist(fixture, id);
    expect(expected.labelIds.length).toBeGreaterThan(2);
    const page = await getPage(testApp, LabelsPageSchema, `/api/artists/${id}/labels`);
    expect(page.pagination.total).toBe(expected.label_count);
    const names = page.data.map((label) => label.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(ids(page.data).sort((a, b) => a - b)).toEqual(
      [...expected.labelIds].sort((a, b) => a - b),
    );
    for (const label of page.data) expect(label.user_label_stats).toBeNull();
  });

  describe.each(bothWays(LABEL_SORT_FIELDS))('order_by=%s&order_direction=%s', (field, dir) => {
    it('walks the tab in order', async () => {
      const id = busiestArtist();
      const url = `/api/artists/${id}/labels?limit=3&order_by=${field}&order_direction=${dir}`;
      // limit=3 pages through the tab in several steps; walkOffsets steps by 20, so walk by hand.
      const everything = await getPage(
        testApp,
        LabelsPageSchema,
        url.replace('limit=3', 'limit=100'),
      );
      const walked = [];
      for (let offset = 0; offset < everything.pagination.total; offset += 3) {
        walked.push(...(await getPage(testApp, LabelsPageSchema, `${url}&offset=${offset}`)).data);
      }
      expect(ids(walked)).toEqual(orderOf(everything.data, field, dir));
      expect(new Set(ids(walked)).size).toBe(walked.length);
    });
  });

  it('answers an empty tab for an artist without tracks, 404 for an unknown artist', async () => {
    const page = await getPage(
      testApp,
      LabelsPageSchema,
      `/api/artists/${LONELY_ARTIST_ID}/labels`,
    );
    expect(page).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
    await expectNotFound('/api/artists/999999/labels');
    await expectNotFound('/api/artists/999999/labels?offset=40&genre=Techno');
  });

  it('filters the tab by genre and search', async () => {
    const id = busiestArtist();
    const all = (await getPage(testApp, LabelsPageSchema, `/api/artists/${id}/labels?limit=100`))
      .data;
    const techno = await getPage(
      testApp,
      LabelsPageSchema,
      `/api/artists/${id}/labels?limit=100&genre=Techno`,
    );
    expect(ids(techno.data)).toEqual(
      ids(all.filter((label) => label.track_genres.includes('Techno'))),
    );
    const first = all[0]!;
    const found = await getPage(
      testApp,
      LabelsPageSchema,
      `/api/artists/${id}/labels?search=${encodeURIComponent(first.name)}`,
    );
    expect(ids(found.data)).toContain(first.id);
  });
});

describe('GET /api/featured/artists', () => {
  /** Sets per artist in the year up to the newest set, the featured rule's first key. */
  function expectedFeatured(): number[] {
    const newest = fixture.sets
      .map((set) => set.release_date)
      .sort()
      .at(-1)!;
    const since = new Date(Date.parse(newest) - 365 * 86_400_000).toISOString().slice(0, 10);
    const recent = new Set(fixture.sets.filter((s) => s.release_date > since).map((s) => s.id));
    const rows = ARTIST_NAMES.map((_, index) => {
      const id = index + 1;
      const played = fixture.setArtists.filter((row) => row.artist_id === id);
      return {
        id,
        recent: played.filter((row) => recent.has(row.set_id)).length,
        sets: played.length,
      };
    }).filter((row) => row.sets > 0);
    rows.sort((a, b) => b.recent - a.recent || b.sets - a.sets || a.id - b.id);
    return rows.map((row) => row.id);
  }

  it('features the artists with the most recent sets, then the most sets, paged', async () => {
    const expected = expectedFeatured();
    const { items, totals } = await walkOffsets(
      testApp,
      ArtistsPageSchema,
      '/api/featured/artists',
    );
    expect([...totals]).toEqual([expected.length]);
    expect(ids(items)).toEqual(expected);
    expect(items.map((artist: Artist) => artist.id)).not.toContain(LONELY_ARTIST_ID);
    // The rule is not simply "most sets": recent activity reorders the overall ranking.
    expect(expected).not.toEqual(orderOf(items, 'set_count', 'desc'));
    const first = await getPage(testApp, ArtistsPageSchema, '/api/featured/artists');
    expect(first.data).toHaveLength(Math.min(PAGE_SIZE, expected.length));
  });
});
