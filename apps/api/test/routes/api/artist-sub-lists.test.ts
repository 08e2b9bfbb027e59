import {
  ID_SORT_FIELDS,
  SET_SORT_FIELDS,
  SetsPageSchema,
  TRACK_SORT_FIELDS,
  TracksPageSchema,
  type SetSummary,
  type Track,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  ARTISTS,
  EMPTY_LABEL,
  insertMusicFixture,
  LABELS,
  LONELY_ARTIST,
  SETS,
  TRACKS,
  type FixtureTrack,
} from './music-fixture.ts';
import {
  byId,
  expectedOrder,
  expectStatus,
  getParsed,
  SET_SORT_KEY,
  sortCases,
  TRACK_SORT_KEY,
  walkPages,
} from './music-pages.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMusicFixture(testApp.app.db);
});

afterAll(async () => {
  await testApp.close();
});

const credited = (track: FixtureTrack, artist: number, roles: string[]) =>
  track.credits.some((c) => c.artist_id === artist && roles.includes(c.role));
const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** What each sub-list must hold, worked out from the fixture (the schema's counts agree). */
const TRACK_LISTS = {
  tracks: (artist: number) =>
    TRACKS.filter(
      (t) =>
        (t.mix_type === 'original_mix' || t.mix_type === 'edit') &&
        credited(t, artist, ['producer', 'feat']),
    ),
  remixes: (artist: number) => TRACKS.filter((t) => credited(t, artist, ['mixer'])),
  ids: (artist: number) =>
    TRACKS.filter(
      (t) => t.mix_type === 'ID' && credited(t, artist, ['producer', 'feat', 'mixer', 'ID']),
    ),
} as const;
const artistSets = (artist: number) => SETS.filter((s) => s.artist_ids.includes(artist));
const labelTracks = (label: number) => TRACKS.filter((t) => t.label_id === label);
const labelSets = (label: number) =>
  SETS.filter(
    (s) =>
      (s.sponsor !== null && 'label_id' in s.sponsor && s.sponsor.label_id === label) ||
      s.track_ids.some((id) => TRACKS.find((t) => t.id === id)?.label_id === label),
  );

const getTracks = (url: string) => getParsed(testApp.app, url, TracksPageSchema);
const getSets = (url: string) => getParsed(testApp.app, url, SetsPageSchema);

/** The parent whose list is longest: the one whose pages the sort walks go through. */
function busiest<Item>(parents: { id: number }[], list: (id: number) => Item[]): number {
  return [...parents].sort((a, b) => list(b.id).length - list(a.id).length)[0]?.id ?? 0;
}

describe.each(['tracks', 'remixes', 'ids'] as const)('GET /api/artists/{id}/%s', (kind) => {
  it('lists exactly the credited tracks of every artist', async () => {
    let nonEmpty = 0;
    for (const artist of ARTISTS) {
      const page = await getTracks(`/api/artists/${artist.id}/${kind}?limit=100`);
      const expected = TRACK_LISTS[kind](artist.id).map((t) => t.id);
      expect(byId(ids(page.data))).toEqual(expected);
      expect(page.pagination.total).toBe(expected.length);
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
    const lonely = await getTracks(`/api/artists/${LONELY_ARTIST}/${kind}`);
    expect(lonely).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
  });

  const fields = kind === 'ids' ? ID_SORT_FIELDS : TRACK_SORT_FIELDS;
  it.each(sortCases(fields))('walks every page by %s %s', async (field, dir) => {
    const artist = busiest(ARTISTS, TRACK_LISTS[kind]);
    const url = `/api/artists/${artist}/${kind}`;
    const all: Track[] = (await getTracks(`${url}?limit=100`)).data;
    const walked = await walkPages(
      (offset) =>
        getTracks(`${url}?order_by=${field}&order_direction=${dir}&limit=3&offset=${offset}`),
      3,
    );
    expect(walked.ids).toEqual(expectedOrder(all, TRACK_SORT_KEY[field], dir));
    expect(new Set(walked.totals)).toEqual(new Set([all.length]));
  });

  it('filters by genre and answers 404 / 422', async () => {
    const artist = busiest(ARTISTS, TRACK_LISTS[kind]);
    const page = await getTracks(`/api/artists/${artist}/${kind}?genre=Techno&limit=100`);
    expect(byId(ids(page.data))).toEqual(
      TRACK_LISTS[kind](artist)
        .filter((t) => t.genre === 'Techno')
        .map((t) => t.id),
    );
    await expectStatus(testApp.app, `/api/artists/4040/${kind}`, 404);
    await expectStatus(testApp.app, `/api/artists/abc/${kind}`, 422);
    await expectStatus(testApp.app, `/api/artists/1/${kind}?order_by=set_name`, 422);
    await expectStatus(testApp.app, `/api/artists/1/${kind}?offset=-3`, 422);
  });
});

describe('GET /api/artists/{id}/ids', () => {
  it('sorts by when each ID was first heard, newest first, by default', async () => {
    const artist = busiest(ARTISTS, TRACK_LISTS.ids);
    const page = await getTracks(`/api/artists/${artist}/ids`);
    expect(page.data.length).toBeGreaterThan(1);
    expect(ids(page.data)).toEqual(
      expectedOrder(page.data, TRACK_SORT_KEY.first_heard_date, 'desc'),
    );
    expect(page.data.every((t) => t.mix_type === 'ID' && t.first_heard_date !== null)).toBe(true);
  });
});

describe('GET /api/labels/{id}/tracks', () => {
  it('lists exactly the tracks on every label, sorted and paged', async () => {
    for (const label of LABELS) {
      const page = await getTracks(`/api/labels/${label.id}/tracks?limit=100`);
      expect(byId(ids(page.data))).toEqual(labelTracks(label.id).map((t) => t.id));
    }
    const label = busiest(LABELS, labelTracks);
    const all = (await getTracks(`/api/labels/${label}/tracks?limit=100`)).data;
    for (const [field, dir] of sortCases(TRACK_SORT_FIELDS)) {
      const walked = await walkPages(
        (offset) =>
          getTracks(
            `/api/labels/${label}/tracks?order_by=${field}&order_direction=${dir}&limit=4&offset=${offset}`,
          ),
        4,
      );
      expect(walked.ids).toEqual(expectedOrder(all, TRACK_SORT_KEY[field], dir));
    }
    expect((await getTracks(`/api/labels/${EMPTY_LABEL}/tracks`)).pagination.total).toBe(0);
    await expectStatus(testApp.app, '/api/labels/777/tracks', 404);
    await expectStatus(testApp.app, '/api/labels/1/tracks?genre=Polka', 422);
  });
});

const SET_LISTS = [
  ['artists', ARTISTS, artistSets],
  ['labels', LABELS, labelSets],
] as const;

describe.each(SET_LISTS)('GET /api/%s/{id}/sets', (parentPath, parents, list) => {
  it('lists exactly the sets of every parent', async () => {
    for (const parent of parents) {
      const page = await getSets(`/api/${parentPath}/${parent.id}/sets?limit=100`);
      expect(byId(ids(page.data))).toEqual(list(parent.id).map((s) => s.id));
      expect(page.pagination.total).toBe(list(parent.id).length);
    }
  });

  it.each(sortCases(SET_SORT_FIELDS))('walks every page by %s %s', async (field, dir) => {
    const parent = busiest(parents, list);
    const url = `/api/${parentPath}/${parent}/sets`;
    const all: SetSummary[] = (await getSets(`${url}?limit=100`)).data;
    expect(all.length).toBeGreaterThan(3);
    const walked = await walkPages(
      (offset) =>
        getSets(`${url}?order_by=${field}&order_direction=${dir}&limit=3&offset=${offset}`),
      3,
    );
    expect(walked.ids).toEqual(expectedOrder(all, SET_SORT_KEY[field], dir));
  });

  it('filters by genre and answers 404 / 422', async () => {
    const parent = busiest(parents, list);
    const page = await getSets(`/api/${parentPath}/${parent}/sets?genre=Techno&limit=100`);
    expect(page.data.every((s) => s.genre === 'Techno' || s.track_genres.includes('Techno'))).toBe(
      true,
    );
    await expectStatus(testApp.app, `/api/${parentPath}/31337/sets`, 404);
    await expectStatus(testApp.app, `/api/${parentPath}/2147483648/sets`, 422);
    await expectStatus(testApp.app, `/api/${parentPath}/1/sets?order_direction=sideways`, 422);
  });
});

describe('GET /api/labels/{id}/sets', () => {
  it('includes the sets a curator label curates without playing its tracks', async () => {
    const curated = await getSets(`/api/labels/5/sets?limit=100`);
    expect(ids(curated.data).length).toBeGreaterThan(0);
    expect(curated.data.every((s) => s.set_sponsors.some((x) => x.sponsor_id === 5))).toBe(true);
    expect((await getSets(`/api/labels/${EMPTY_LABEL}/sets`)).pagination.total).toBe(0);
  });
});
