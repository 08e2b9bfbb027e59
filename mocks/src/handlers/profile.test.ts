import {
  ErrorBodySchema,
  listUserArtists,
  listUserIds,
  listUserLabels,
  listUserSets,
  listUserTracks,
  PAGE_SIZE,
  toggleArtistFollow,
  toggleSetFav,
  toggleTrackFav,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRACK_FIXTURES } from '../fixtures/catalog/music.ts';
import { SIGNED_IN_SESSION } from '../fixtures/sessions.ts';
import { SET_FIXTURES } from '../fixtures/sets.ts';
import { GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import { mockServer, profileHandlers, resetMockStore, seedEngagement } from '../node.ts';
import { callContract, callOk } from '../testing/contract-call.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const NADIA = SIGNED_IN_SESSION.access_token;
const ME = { id: PASSWORD_USER.id };

const RELEASED = TRACK_FIXTURES.filter((track) => track.mix_type !== 'ID');
const IDS = TRACK_FIXTURES.filter((track) => track.mix_type === 'ID');
const TABS: EndpointDescription[] = [
  listUserSets,
  listUserTracks,
  listUserIds,
  listUserArtists,
  listUserLabels,
];

describe('profileHandlers', () => {
  it('lists the favourite sets newest first, 20 a page, each with the caller’s fields', async () => {
    const favSets = SET_FIXTURES.slice(0, 25)
      .map((set) => set.id)
      .reverse();
    seedEngagement({ favSets });

    const first = await callOk(listUserSets, { params: ME, bearer: NADIA });
    expect(first.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: 25 });
    expect(first.data.map((set) => set.id)).toEqual(favSets.slice(0, 20));
    expect(first.data.every((set) => set.user_fav?.is_fav === true)).toBe(true);
    const second = await callOk(listUserSets, {
      params: ME,
      query: { offset: 20 },
      bearer: NADIA,
    });
    expect(second.pagination).toEqual({ offset: 20, count: 5, total: 25 });
    expect(second.data.map((set) => set.id)).toEqual(favSets.slice(20));

    // A new favourite comes first; an unfavourited set leaves the tab.
    const newest = SET_FIXTURES[30]!.id;
    await callOk(toggleSetFav, { params: { id: newest }, bearer: NADIA });
    await callOk(toggleSetFav, { params: { id: favSets[0]! }, bearer: NADIA });
    const after = await callOk(listUserSets, { params: ME, query: { limit: 100 }, bearer: NADIA });
    expect(after.data.map((set) => set.id)).toEqual([newest, ...favSets.slice(1)]);
  });

  it('keeps liked tracks and watched IDs on their own tabs', async () => {
    const favTracks = [RELEASED[4]!.id, RELEASED[2]!.id];
    const watchedIds = [IDS[1]!.id];
    seedEngagement({ favTracks, watchedIds });
    await callOk(toggleTrackFav, { params: { id: IDS[0]!.id }, bearer: NADIA });

    const tracks = await callOk(listUserTracks, { params: ME, bearer: NADIA });
    expect(tracks.data.map((track) => track.id)).toEqual(favTracks);
    expect(tracks.data.every((track) => track.is_fav && track.user_fav?.is_fav)).toBe(true);
    const ids = await callOk(listUserIds, { params: ME, bearer: NADIA });
    expect(ids.data.map((track) => track.id)).toEqual([IDS[0]!.id, ...watchedIds]);
    expect(ids.data.every((track) => track.mix_type === 'ID')).toBe(true);
  });

  it('lists the artists and labels followed, newest first, with their user stats', async () => {
    seedEngagement({ followedArtists: [3, 1], followedLabels: [104] });
    await callOk(toggleArtistFollow, { params: { id: 7 }, bearer: NADIA });

    const artists = await callOk(listUserArtists, { params: ME, bearer: NADIA });
    expect(artists.data.map((artist) => artist.id)).toEqual([7, 3, 1]);
    expect(artists.data.every((artist) => artist.user_stats?.is_followed)).toBe(true);
    const labels = await callOk(listUserLabels, { params: ME, bearer: NADIA });
    expect(labels.data.map((label) => label.id)).toEqual([104]);
    expect(labels.data[0]?.user_label_stats?.is_followed).toBe(true);
  });

  it('keeps each user’s tabs to themselves', async () => {
    seedEngagement({ favSets: [1] });
    seedEngagement({ favSets: [2] }, GOOGLE_USER.id);
    const mine = await callOk(listUserSets, { params: ME, bearer: NADIA });
    expect(mine.data.map((set) => set.id)).toEqual([1]);
  });

  it.each(TABS.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s answers 403 for another user’s id and 401 without a session',
    async (_, endpoint) => {
      seedEngagement({ favSets: [2] }, GOOGLE_USER.id);
      const other = await callContract(endpoint, {
        params: { id: GOOGLE_USER.id },
        bearer: NADIA,
      } as never);
      expect(other.status).toBe(403);
      expect(ErrorBodySchema.parse(other.body).code).toBe(403);
      // Before looking: an id of nobody is refused the same way.
      const nobody = await callContract(endpoint, { params: { id: 999 }, bearer: NADIA } as never);
      expect(nobody.status).toBe(403);
      expect((await callContract(endpoint, { params: ME } as never)).status).toBe(401);
      expect((await callContract(endpoint, { params: ME, bearer: 'nobody' } as never)).status).toBe(
        401,
      );
    },
  );

  it('.empty answers an empty page on every tab, .error a 500', async () => {
    seedEngagement({ favSets: [1], followedArtists: [1] });
    mockServer.use(...profileHandlers.empty);
    for (const endpoint of TABS) {
      const { status, body } = await callContract(endpoint, { params: ME, bearer: NADIA } as never);
      expect(status).toBe(200);
      expect(body).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
    }
    mockServer.resetHandlers();
    mockServer.use(...profileHandlers.error);
    for (const endpoint of TABS) {
      const { status, body } = await callContract(endpoint, { params: ME, bearer: NADIA } as never);
      expect(status).toBe(500);
      expect(ErrorBodySchema.parse(body).code).toBe(500);
    }
  });
});

describe('seedEngagement', () => {
  it('refuses ids the mock store does not hold, or of the wrong kind', () => {
    expect(() => seedEngagement({ favSets: [999] })).toThrow(/999 is no set/);
    expect(() => seedEngagement({ likedMoments: [[999, 0]] })).toThrow(/999 is no set/);
    expect(() => seedEngagement({ favTracks: [IDS[0]!.id] })).toThrow(/released track/);
    expect(() => seedEngagement({ watchedIds: [RELEASED[0]!.id] })).toThrow(/ID of the mock/);
    expect(() => seedEngagement({ followedLabels: [1] })).toThrow(/label/);
    expect(() => seedEngagement({}, 999)).toThrow(/no user/);
  });
});
