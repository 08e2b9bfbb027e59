import {
  FEATURED_MAX,
  SetSchema,
  SetTrackPlaySchema,
  SetsPageSchema,
  TrackSchema,
  TracksPageSchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  ARTISTS,
  insertMusicFixture,
  SET_TRACK_MS,
  SETS,
  setTrackId,
  TRACKS,
} from './music-fixture.ts';
import { byId, expectStatus, getParsed, walkPages } from './music-pages.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMusicFixture(testApp.app.db);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/sets/{id}', () => {
  it('answers the set with its track list in position order, each with its track', async () => {
    for (const fixture of SETS) {
      const set = await getParsed(testApp.app, `/api/sets/${fixture.id}`, SetSchema);
      expect(set).toMatchObject({
        id: fixture.id,
        set_name: fixture.set_name,
        artist: fixture.artist,
        artist_meta: { name: fixture.artist },
        release_date: fixture.release_date,
        recorded_date: fixture.recorded_date,
        description: fixture.description,
        genre: fixture.genre,
        likes: fixture.likes,
        duration: fixture.track_ids.length * SET_TRACK_MS,
        mp3_permalink: `/audio/sets/${fixture.id}.mp3`,
        track_count: fixture.track_ids.length,
        user_likes: null,
        user_fav: null,
      });
      expect(set.artists.map((a) => a.id)).toEqual(fixture.artist_ids);
      expect(set.track_confirmed_count).toBe(
        fixture.track_ids.filter((id) => TRACKS.find((t) => t.id === id)?.mix_type !== 'ID').length,
      );
      expect(set.set_tracks.map((entry) => entry.track_meta_id)).toEqual(fixture.track_ids);
      set.set_tracks.forEach((entry, index) => {
        expect(entry).toMatchObject({
          id: setTrackId(fixture.id, index + 1),
          track_position: index + 1,
          start_time: index * SET_TRACK_MS,
          end_time: (index + 1) * SET_TRACK_MS,
          set_meta_id: fixture.id,
        });
        expect(entry.track_meta.id).toBe(entry.track_meta_id);
        expect(entry.track_meta.title).toBe(
          TRACKS.find((t) => t.id === entry.track_meta_id)?.title,
        );
      });
    }
  });

  it('gives each entry the same track the track endpoint gives', async () => {
    const set = await getParsed(testApp.app, '/api/sets/3', SetSchema);
    for (const entry of set.set_tracks) {
      const track = await getParsed(testApp.app, `/api/tracks/${entry.track_meta_id}`, TrackSchema);
      expect(entry.track_meta).toEqual(track);
    }
  });

  it('names its curator, an artist or a label', async () => {
    const byLabel = await getParsed(testApp.app, '/api/sets/4', SetSchema);
    expect(byLabel.set_sponsors).toEqual([
      { sponsor: 'Cercle', sponsor_id: 5, sponsor_type: 'label' },
    ]);
    expect(byLabel.sponsor_id).toBe(5);
    const byArtist = await getParsed(testApp.app, '/api/sets/1', SetSchema);
    expect(byArtist.set_sponsors).toEqual([
      { sponsor: ARTISTS[1]?.name, sponsor_id: 2, sponsor_type: 'artist' },
    ]);
    const none = await getParsed(testApp.app, '/api/sets/2', SetSchema);
    expect(none).toMatchObject({ set_sponsors: [], sponsor_id: null });
  });

  it('answers 404 for an unknown set and 422 for an id that is not one', async () => {
    await expectStatus(testApp.app, '/api/sets/9999', 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      await expectStatus(testApp.app, `/api/sets/${bad}`, 422);
    }
  });
});

describe('GET /api/set_tracks/play/{id}', () => {
  it('answers where the set track starts', async () => {
    const play = await getParsed(
      testApp.app,
      `/api/set_tracks/play/${setTrackId(5, 3)}`,
      SetTrackPlaySchema,
    );
    expect(play).toEqual({ set_meta_id: 5, start_time: 2 * SET_TRACK_MS });
  });

  it('answers 404 for an unknown set track and 422 for a bad id', async () => {
    await expectStatus(testApp.app, '/api/set_tracks/play/99999', 404);
    await expectStatus(testApp.app, '/api/set_tracks/play/x', 422);
  });
});

describe('GET /api/featured/sets', () => {
  it('lists the year up to the newest set, most liked first, then newest, then id', async () => {
    const newest =
      SETS.map((s) => s.release_date)
        .sort()
        .at(-1) ?? '';
    const yearBefore = new Date(Date.parse(newest) - 365 * 86_400_000).toISOString().slice(0, 10);
    const expected = SETS.filter((s) => s.release_date >= yearBefore)
      .sort(
        (a, b) => b.likes - a.likes || b.release_date.localeCompare(a.release_date) || b.id - a.id,
      )
      .map((s) => s.id);
    expect(expected).not.toContain(13);
    const { ids, totals } = await walkPages(
      (offset) =>
        getParsed(testApp.app, `/api/featured/sets?limit=5&offset=${offset}`, SetsPageSchema),
      5,
    );
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    const first = await getParsed(testApp.app, '/api/featured/sets', SetsPageSchema);
    expect(first.data.map((s) => s.id)).toEqual(expected.slice(0, 20));
  });

  it('refuses bad paging values', async () => {
    await expectStatus(testApp.app, '/api/featured/sets?offset=-1', 422);
    await expectStatus(testApp.app, '/api/featured/sets?limit=1000', 422);
  });
});

describe('GET /api/featured/tracks', () => {
  it('lists the most liked identified tracks, then newest, then id', async () => {
    const expected = TRACKS.filter((t) => t.mix_type !== 'ID')
      .sort(
        (a, b) =>
          b.likes - a.likes ||
          (b.release_date ?? '').localeCompare(a.release_date ?? '') ||
          b.id - a.id,
      )
      .map((t) => t.id);
    expect(expected.length).toBeLessThan(FEATURED_MAX);
    const { ids, totals } = await walkPages(
      (offset) => getParsed(testApp.app, `/api/featured/tracks?offset=${offset}`, TracksPageSchema),
      20,
    );
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    const beyond = await getParsed(
      testApp.app,
      '/api/featured/tracks?offset=900',
      TracksPageSchema,
    );
    expect(beyond.pagination).toEqual({ offset: 900, count: 0, total: expected.length });
  });

  it('refuses bad paging values', async () => {
    await expectStatus(testApp.app, '/api/featured/tracks?offset=abc', 422);
  });
});

describe('GET /api/tracks/{id}', () => {
  it('answers an ID with the set it was heard in, and 404 / 422 otherwise', async () => {
    const fixture = TRACKS.find((t) => t.mix_type === 'ID' && t.id_set_id !== null);
    const track = await getParsed(testApp.app, `/api/tracks/${fixture?.id}`, TrackSchema);
    expect(track.set_meta?.id).toBe(fixture?.id_set_id);
    expect(track.first_heard_date).toBe(fixture?.first_heard_date);
    await expectStatus(testApp.app, '/api/tracks/123456', 404);
    await expectStatus(testApp.app, '/api/tracks/one', 422);
  });

  it('lists the sets that play a track', async () => {
    const played = TRACKS.find((t) => SETS.filter((s) => s.track_ids.includes(t.id)).length > 1);
    const page = await getParsed(
      testApp.app,
      `/api/tracks/${played?.id}/sets?limit=100`,
      SetsPageSchema,
    );
    expect(byId(page.data.map((s) => s.id))).toEqual(
      SETS.filter((s) => s.track_ids.includes(played?.id ?? 0)).map((s) => s.id),
    );
    await expectStatus(testApp.app, '/api/tracks/123456/sets', 404);
    await expectStatus(testApp.app, '/api/tracks/1/sets?order_by=title', 422);
  });
});
