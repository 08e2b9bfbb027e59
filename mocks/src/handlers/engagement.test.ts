import {
  ErrorBodySchema,
  getArtist,
  getLabel,
  getSet,
  getTrack,
  listArtists,
  listSets,
  listTracks,
  purchaseTrack,
  toggleArtistFollow,
  toggleArtistShowLikes,
  toggleLabelFollow,
  toggleLabelShowLikes,
  toggleSetFav,
  toggleSetLike,
  toggleSetShowLikes,
  toggleTrackFav,
  toggleTrackLike,
  toggleTrackShowLikes,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { TRACK_FIXTURES } from '../fixtures/catalog/music.ts';
import { SET_FIXTURES } from '../fixtures/sets.ts';
import { PASSWORD_USER } from '../fixtures/users.ts';
import {
  ENGAGEMENT_REFUSED_DELAY_MS,
  ENGAGEMENT_SLOW_DELAY_MS,
  engagementHandlers,
  mockDb,
  mockServer,
} from '../node.ts';
import { callContract, callOk } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const SET = SET_FIXTURES[6]!;
const TRACK = TRACK_FIXTURES[0]!;
const ID_TRACK = TRACK_FIXTURES.find((track) => track.mix_type === 'ID')!;
const ARTIST_ID = TRACK.artists[0]!.id;
const LABEL_ID = TRACK.label_meta_id!;
const UNKNOWN = 999_999;

const ENDPOINTS: [EndpointDescription, number][] = [
  [toggleArtistFollow, ARTIST_ID],
  [toggleArtistShowLikes, ARTIST_ID],
  [toggleLabelFollow, LABEL_ID],
  [toggleLabelShowLikes, LABEL_ID],
  [toggleSetFav, SET.id],
  [toggleSetShowLikes, SET.id],
  [toggleSetLike, SET.id],
  [toggleTrackFav, TRACK.id],
  [toggleTrackShowLikes, TRACK.id],
  [toggleTrackLike, TRACK.id],
  [purchaseTrack, TRACK.id],
];

const engagementRows = () => [...mockDb.follows.all(), ...mockDb.favs.all(), ...mockDb.likes.all()];

describe('engagementHandlers: sets', () => {
  it('favourites and unfavourites a set, as the set reads back for its user only', async () => {
    expect(await callOk(toggleSetFav, { params: { id: SET.id }, bearer: NADIA })).toEqual({
      is_fav: true,
      show_likes: true,
      total_user_likes: 0,
    });

    const mine = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(mine.user_fav).toEqual({
      is_fav: true,
      show_likes: true,
      user_likes: 0,
      first_liked_date: null,
      current_timestamp: null,
    });
    expect(mine.user_likes).toBe(0);

    const guest = await callOk(getSet, { params: { id: SET.id } });
    expect(guest).toMatchObject({ user_fav: null, user_likes: null });
    const gil = await callOk(getSet, { params: { id: SET.id }, bearer: GIL });
    expect(gil.user_fav?.is_fav).toBe(false);

    const listed = await callOk(listSets, { query: { limit: 100 }, bearer: NADIA });
    expect(listed.data.find((set) => set.id === SET.id)?.user_fav?.is_fav).toBe(true);
    expect(listed.data.filter((set) => set.user_fav?.is_fav)).toHaveLength(1);

    expect(await callOk(toggleSetFav, { params: { id: SET.id }, bearer: NADIA })).toMatchObject({
      is_fav: false,
    });
    const after = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(after.user_fav?.is_fav).toBe(false);
  });

  it('hides and shows the likes of a set', async () => {
    const hidden = await callOk(toggleSetShowLikes, { params: { id: SET.id }, bearer: NADIA });
    expect(hidden).toEqual({ is_fav: false, show_likes: false, total_user_likes: 0 });
    const read = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(read.user_fav?.show_likes).toBe(false);
    const shown = await callOk(toggleSetShowLikes, { params: { id: SET.id }, bearer: NADIA });
    expect(shown.show_likes).toBe(true);
  });

  it('likes a set at its start and unlikes it, and its likes count follows for everyone', async () => {
    const liked = await callOk(toggleSetLike, { params: { id: SET.id }, bearer: NADIA });
    expect(liked).toEqual({ is_liked: true, user_likes: 1, likes: SET.likes + 1 });

    const mine = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(mine.likes).toBe(SET.likes + 1);
    expect(mine.user_likes).toBe(1);
    expect(mine.user_fav?.user_likes).toBe(1);
    expect(mine.user_fav?.first_liked_date).toEqual(expect.any(String));
    expect((await callOk(getSet, { params: { id: SET.id } })).likes).toBe(SET.likes + 1);
    const favStats = await callOk(toggleSetShowLikes, { params: { id: SET.id }, bearer: NADIA });
    expect(favStats.total_user_likes).toBe(1);

    const gilToo = await callOk(toggleSetLike, { params: { id: SET.id }, bearer: GIL });
    expect(gilToo).toEqual({ is_liked: true, user_likes: 1, likes: SET.likes + 2 });

    const unliked = await callOk(toggleSetLike, { params: { id: SET.id }, bearer: NADIA });
    expect(unliked).toEqual({ is_liked: false, user_likes: 0, likes: SET.likes + 1 });
    const guest = await callOk(listSets, { query: { limit: 100 } });
    expect(guest.data.find((set) => set.id === SET.id)?.likes).toBe(SET.likes + 1);
  });

  it('removes every moment the user liked when they unlike the set as a whole', async () => {
    for (const set_timestamp of [60_000, 120_000]) {
      mockDb.likes.insert({
        user_id: PASSWORD_USER.id,
        kind: 'set',
        target_id: SET.id,
        set_timestamp,
        created_at: '2025-01-01T10:00:00.000Z',
      });
    }
    const read = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(read.user_likes).toBe(2);
    expect(read.user_fav?.first_liked_date).toBe('2025-01-01T10:00:00.000Z');

    const unliked = await callOk(toggleSetLike, { params: { id: SET.id }, bearer: NADIA });
    expect(unliked).toEqual({ is_liked: false, user_likes: 0, likes: SET.likes });
  });
});

describe('engagementHandlers: tracks', () => {
  it('favourites, hides likes of and buys a track; the copies of user_fav follow', async () => {
    const guestBefore = await callOk(getTrack, { params: { id: TRACK.id } });
    const untouched = await callOk(getTrack, { params: { id: TRACK.id }, bearer: NADIA });
    expect(untouched).toMatchObject({
      is_fav: false,
      show_likes: true,
      user_likes: 0,
      user_fav: {
        is_fav: false,
        show_likes: true,
        user_likes: 0,
        first_liked_date: null,
        is_purchased: false,
      },
    });

    expect(await callOk(toggleTrackFav, { params: { id: TRACK.id }, bearer: NADIA })).toEqual({
      is_fav: true,
      show_likes: true,
      total_user_likes: 0,
    });
    expect(await callOk(toggleTrackShowLikes, { params: { id: TRACK.id }, bearer: NADIA })).toEqual(
      { is_fav: true, show_likes: false, total_user_likes: 0 },
    );
    expect(await callOk(purchaseTrack, { params: { id: TRACK.id }, bearer: NADIA })).toEqual({
      is_purchased: true,
    });
    // Not a toggle: buying again changes nothing.
    expect(await callOk(purchaseTrack, { params: { id: TRACK.id }, bearer: NADIA })).toEqual({
      is_purchased: true,
    });

    const mine = await callOk(getTrack, { params: { id: TRACK.id }, bearer: NADIA });
    expect(mine).toMatchObject({
      is_fav: true,
      show_likes: false,
      user_likes: 0,
      user_fav: { is_fav: true, show_likes: false, is_purchased: true },
    });
    const listed = await callOk(listTracks, { query: { search: TRACK.title }, bearer: NADIA });
    expect(listed.data.find((track) => track.id === TRACK.id)).toMatchObject({ is_fav: true });

    const guest = await callOk(getTrack, { params: { id: TRACK.id } });
    expect(guest).toEqual(guestBefore);
    expect(guest).toMatchObject({
      user_likes: null,
      is_fav: false,
      show_likes: false,
      user_fav: null,
    });
  });

  it('likes and unlikes a track, at most once per user, and its likes count follows', async () => {
    const liked = await callOk(toggleTrackLike, { params: { id: TRACK.id }, bearer: NADIA });
    expect(liked).toMatchObject({ is_liked: true, user_likes: 1 });
    const base = liked.likes - 1;

    const mine = await callOk(getTrack, { params: { id: TRACK.id }, bearer: NADIA });
    expect(mine.user_likes).toBe(1);
    expect(mine.user_fav?.first_liked_date).toEqual(expect.any(String));
    const stats = await callOk(toggleTrackShowLikes, { params: { id: TRACK.id }, bearer: NADIA });
    expect(stats.total_user_likes).toBe(1);

    expect(await callOk(toggleTrackLike, { params: { id: TRACK.id }, bearer: GIL })).toEqual({
      is_liked: true,
      user_likes: 1,
      likes: base + 2,
    });
    expect(await callOk(toggleTrackLike, { params: { id: TRACK.id }, bearer: NADIA })).toEqual({
      is_liked: false,
      user_likes: 0,
      likes: base + 1,
    });
  });

  it('watches an ID with the same favourite toggle', async () => {
    const watched = await callOk(toggleTrackFav, { params: { id: ID_TRACK.id }, bearer: NADIA });
    expect(watched.is_fav).toBe(true);
    const read = await callOk(getTrack, { params: { id: ID_TRACK.id }, bearer: NADIA });
    expect(read.user_fav?.is_fav).toBe(true);
  });
});

describe('engagementHandlers: artists and labels', () => {
  it('follows an artist and hides its likes; user_stats reads back for its user only', async () => {
    expect(await callOk(toggleArtistFollow, { params: { id: ARTIST_ID }, bearer: NADIA })).toEqual({
      is_followed: true,
      show_likes: true,
      total_user_likes: 0,
    });
    expect(
      await callOk(toggleArtistShowLikes, { params: { id: ARTIST_ID }, bearer: NADIA }),
    ).toEqual({ is_followed: true, show_likes: false, total_user_likes: 0 });

    const mine = await callOk(getArtist, { params: { id: ARTIST_ID }, bearer: NADIA });
    expect(mine.user_stats).toEqual({ is_followed: true, show_likes: false, total_user_likes: 0 });
    const listed = await callOk(listArtists, { query: { limit: 100 }, bearer: NADIA });
    expect(listed.data.filter((artist) => artist.user_stats?.is_followed)).toEqual([
      expect.objectContaining({ id: ARTIST_ID }),
    ]);
    expect(listed.data.every((artist) => artist.user_stats !== null)).toBe(true);
    expect((await callOk(getArtist, { params: { id: ARTIST_ID } })).user_stats).toBeNull();
    expect(
      (await callOk(getArtist, { params: { id: ARTIST_ID }, bearer: GIL })).user_stats,
    ).toEqual({ is_followed: false, show_likes: true, total_user_likes: 0 });

    const unfollowed = await callOk(toggleArtistFollow, {
      params: { id: ARTIST_ID },
      bearer: NADIA,
    });
    expect(unfollowed.is_followed).toBe(false);
  });

  it('follows a label; user_label_stats reads back for its user only', async () => {
    expect(await callOk(toggleLabelFollow, { params: { id: LABEL_ID }, bearer: NADIA })).toEqual({
      is_followed: true,
      show_likes: true,
      total_user_likes: 0,
    });
    const hidden = await callOk(toggleLabelShowLikes, { params: { id: LABEL_ID }, bearer: NADIA });
    expect(hidden.show_likes).toBe(false);
    const mine = await callOk(getLabel, { params: { id: LABEL_ID }, bearer: NADIA });
    expect(mine.user_label_stats).toEqual({
      is_followed: true,
      show_likes: false,
      total_user_likes: 0,
    });
    expect((await callOk(getLabel, { params: { id: LABEL_ID } })).user_label_stats).toBeNull();
  });

  it('counts the liked sets and tracks of an artist or label in total_user_likes', async () => {
    const artistTotal = async (id: number, bearer: string) =>
      (await callOk(getArtist, { params: { id }, bearer })).user_stats?.total_user_likes;
    const labelTotal = async (id: number, bearer: string) =>
      (await callOk(getLabel, { params: { id }, bearer })).user_label_stats?.total_user_likes;

    await callOk(toggleTrackLike, { params: { id: TRACK.id }, bearer: NADIA });
    expect(await artistTotal(ARTIST_ID, NADIA)).toBe(1);
    expect(await labelTotal(LABEL_ID, NADIA)).toBe(1);

    // A set credited to an artist the liked track does not credit.
    const set = SET_FIXTURES.find((s) => !TRACK.artists.some((a) => a.id === s.artists[0]?.id))!;
    const setArtist = set.artists[0]!.id;
    expect(await artistTotal(setArtist, NADIA)).toBe(0);
    await callOk(toggleSetLike, { params: { id: set.id }, bearer: NADIA });
    expect(await artistTotal(setArtist, NADIA)).toBe(1);
    const follow = await callOk(toggleArtistFollow, { params: { id: setArtist }, bearer: NADIA });
    expect(follow.total_user_likes).toBe(1);

    expect(await artistTotal(ARTIST_ID, GIL)).toBe(0);
    expect(await labelTotal(LABEL_ID, GIL)).toBe(0);
  });
});

describe('engagementHandlers: refusals', () => {
  it.each(ENDPOINTS.map(([endpoint, id]) => [endpoint.operationId, endpoint, id] as const))(
    '%s answers 401 without a Bearer or with one of no session, 404 for an unknown id',
    async (_, endpoint, id) => {
      const none = await callContract(endpoint, { params: { id } } as never);
      expect(none.status).toBe(401);
      const stranger = await callContract(endpoint, { params: { id }, bearer: 'nobody' } as never);
      expect(stranger.status).toBe(401);
      const unknown = await callContract(endpoint, {
        params: { id: UNKNOWN },
        bearer: NADIA,
      } as never);
      expect(unknown.status).toBe(404);
      expect(ErrorBodySchema.parse(unknown.body).code).toBe(404);
      expect(engagementRows()).toEqual([]);
    },
  );
});

describe('engagementHandlers variants', () => {
  it('.refused answers 500 in the error shape after a moment, changing nothing', async () => {
    mockServer.use(...engagementHandlers.refused);
    await Promise.all(
      ENDPOINTS.map(async ([endpoint, id]) => {
        const started = performance.now();
        const { status, body } = await callContract(endpoint, {
          params: { id },
          bearer: NADIA,
        } as never);
        expect(status, endpoint.operationId).toBe(500);
        expect(ErrorBodySchema.parse(body)).toMatchObject({ code: 500 });
        // Timers may fire a millisecond early; the moment is what a story needs.
        expect(performance.now() - started).toBeGreaterThanOrEqual(ENGAGEMENT_REFUSED_DELAY_MS - 5);
      }),
    );
    expect(engagementRows()).toEqual([]);
  });

  it('.slow answers like the default, after 1.5 s', async () => {
    mockServer.use(...engagementHandlers.slow);
    const started = performance.now();
    const answer = await callOk(toggleSetFav, { params: { id: SET.id }, bearer: NADIA });
    expect(performance.now() - started).toBeGreaterThanOrEqual(ENGAGEMENT_SLOW_DELAY_MS - 5);
    expect(answer.is_fav).toBe(true);
  });

  it('.unauthorized answers 401 to every call, signed in or not', async () => {
    mockServer.use(...engagementHandlers.unauthorized);
    for (const [endpoint, id] of ENDPOINTS) {
      const { status } = await callContract(endpoint, { params: { id }, bearer: NADIA } as never);
      expect(status, endpoint.operationId).toBe(401);
    }
    expect(engagementRows()).toEqual([]);
  });
});
