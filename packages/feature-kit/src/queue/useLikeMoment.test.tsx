import { likeMoment, routePatternOf } from '@rabbithole/api-contract';
import {
  mockDb,
  PASSWORD_USER,
  playerHandlers,
  resetMockStore,
  SIGNED_IN_SESSION,
  unauthorized,
} from '@rabbithole/mocks';
import { http } from 'msw';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useReloadOnLikesChanged } from '../engagement/index.ts';
import { useLikedTracks } from '../profile/index.ts';
import { setRequest } from '../set/index.ts';
import { AUTH_EXPIRED_NOTICE_MS, queueMessages } from './messages.ts';
import { renderSignedIn } from './test/listening.tsx';
import { useLikeMoment } from './useLikeMoment.ts';
import { usePlayTrackRequest } from './usePlayTrackRequest.ts';

const SET = mockDb.sets.get(1)!;
const ENTRY = mockDb.setTracks
  .all()
  .find(
    (entry) =>
      entry.set_meta_id === SET.id && mockDb.tracks.get(entry.track_meta_id)?.mix_type !== 'ID',
  )!;
const TRACK = mockDb.tracks.get(ENTRY.track_meta_id)!;
const MOMENT = ENTRY.start_time + 1500.4;
const LIKED = `${TRACK.title} has been saved to your likes!`;

const expiresOnce = () =>
  http.post(`*${routePatternOf(likeMoment)}`, () => unauthorized(), { once: true });

beforeEach(() => resetMockStore());
afterEach(() => {
  // Back to the page's own visibility, for tests that pretended the tab was hidden.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/** The player's like, beside a set page and a Liked Tracks tab on screen. */
function usePlayerBesidePages() {
  const setRead = setRequest(SET.id);
  useReloadOnLikesChanged(SET.id, setRead.key);
  return {
    like: useLikeMoment(),
    set: useSWR(setRead.key, () => setRead.fetch()).data,
    likedTracks: useLikedTracks(PASSWORD_USER.id).data,
  };
}

describe('useLikeMoment', () => {
  it('names the liked track, and the set page and Liked Tracks read themselves again', async () => {
    const { result, notes } = await renderSignedIn(usePlayerBesidePages);
    await expect.poll(() => result().set?.user_likes).toBe(0);
    await expect.poll(() => result().likedTracks).toEqual([]);

    const answer = await result().like(SET.id, MOMENT);
    expect(answer).toMatchObject({
      set_timestamp: Math.floor(MOMENT),
      track: { set_track_id: ENTRY.id, title: TRACK.title },
    });
    expect(notes).toEqual([{ message: LIKED, tone: 'success', timeout: undefined }]);
    await expect.poll(() => result().set?.user_likes).toBe(1);
    await expect.poll(() => result().likedTracks.map((track) => track.id)).toEqual([TRACK.id]);
  });

  it('on a 401 says the session is refreshing for 2 s, refreshes and likes again', async () => {
    const { result, notes, use } = await renderSignedIn(useLikeMoment);
    use(expiresOnce());
    expect(await result()(SET.id, MOMENT)).toBeDefined();
    expect(notes).toEqual([
      { message: 'Authentication expired, refreshing...', tone: 'info', timeout: 2000 },
      { message: LIKED, tone: 'success', timeout: undefined },
    ]);
    expect(AUTH_EXPIRED_NOTICE_MS).toBe(2000);
    expect(localStorage.getItem('accessToken')).not.toBe(SIGNED_IN_SESSION.access_token);
    expect(mockDb.likes.all().filter((like) => like.kind === 'set')).toHaveLength(1);
  });

  it('refreshes without a word while the tab is hidden', async () => {
    const { result, notes, use } = await renderSignedIn(useLikeMoment);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    use(expiresOnce());
    expect(await result()(SET.id, MOMENT)).toBeDefined();
    expect(notes.map((note) => note.message)).toEqual([LIKED]);
  });

  it('says the like failed when the server refuses it, even after a refresh', async () => {
    const { result, notes, use } = await renderSignedIn(useLikeMoment);
    use(...playerHandlers.unauthorized);
    expect(await result()(SET.id, MOMENT)).toBeUndefined();
    use(...playerHandlers.refused);
    expect(await result()(SET.id, MOMENT)).toBeUndefined();
    expect(notes.map(({ tone, message }) => [tone, message])).toEqual([
      ['info', queueMessages.authExpired],
      ['error', 'Failed to like track'],
      ['error', 'Failed to like track'],
    ]);
    expect(mockDb.likes.all()).toEqual([]);
  });

  it('says the like failed where no track plays, and sends nothing without a known moment', async () => {
    mockDb.setTracks.update(ENTRY.id, { end_time: ENTRY.start_time + 1000 });
    const { result, notes } = await renderSignedIn(useLikeMoment);
    expect(await result()(SET.id, MOMENT)).toBeUndefined();
    expect(await result()(SET.id, Number.NaN)).toBeUndefined();
    expect(await result()(0, 1000)).toBeUndefined();
    expect(notes.map((note) => note.message)).toEqual(['Failed to like track']);
  });
});

describe('usePlayTrackRequest', () => {
  it('answers where the track plays with "Playing track!", and only logs a failure', async () => {
    const { result, notes } = await renderSignedIn(usePlayTrackRequest);
    expect(await result()(ENTRY.id)).toEqual({ setId: SET.id, startMs: ENTRY.start_time });
    expect(await result()(999_999)).toBeUndefined();
    expect(notes).toEqual([{ message: 'Playing track!', tone: 'success', timeout: undefined }]);
  });
});
