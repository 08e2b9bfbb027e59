import {
  getSet,
  getTrack,
  likeMoment,
  listUserIds,
  listUserTracks,
  savePlay,
  USER_MOMENTS_MAX,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { PASSWORD_USER } from '../fixtures/users.ts';
import { addLike } from '../store/engagement.ts';
import {
  NO_TRACK_AT_MOMENT,
  PLAYER_REFUSED_DELAY_MS,
  mockDb,
  mockServer,
  playerHandlers,
  seedEngagement,
} from '../node.ts';
import { callContract, callOk } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const UNKNOWN = 999_999;
const ME = { id: PASSWORD_USER.id };

/** A set whose track list has a released track and an ID, in play order. */
const entriesOf = (setId: number) =>
  mockDb.setTracks
    .all()
    .filter((entry) => entry.set_meta_id === setId)
    .sort((a, b) => a.start_time - b.start_time);
const isId = (trackId: number) => mockDb.tracks.get(trackId)?.mix_type === 'ID';
const SET = mockDb.sets
  .all()
  .find((set) => entriesOf(set.id).some((entry) => isId(entry.track_meta_id)))!;
const ENTRIES = entriesOf(SET.id);
const RELEASED = ENTRIES.find((entry) => !isId(entry.track_meta_id))!;
const AN_ID = ENTRIES.find((entry) => isId(entry.track_meta_id))!;
/** A moment well inside an entry. */
const inside = (entry: { start_time: number; end_time: number | null }) =>
  entry.start_time + Math.floor(((entry.end_time ?? SET.duration) - entry.start_time) / 2);

describe('playerHandlers: plays', () => {
  it('keeps the caller’s position in a set, which the set reads back for them only', async () => {
    expect(
      (await callOk(getSet, { params: { id: SET.id }, bearer: NADIA })).user_fav,
    ).toMatchObject({ current_timestamp: null });
    const body = { set_meta_id: SET.id, current_timestamp: 90_000 };
    expect(await callOk(savePlay, { body, bearer: NADIA })).toEqual(body);
    await callOk(savePlay, { body: { ...body, current_timestamp: 120_000 }, bearer: NADIA });

    const mine = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(mine.user_fav?.current_timestamp).toBe(120_000);
    const gils = await callOk(getSet, { params: { id: SET.id }, bearer: GIL });
    expect(gils.user_fav?.current_timestamp).toBeNull();
    expect(mockDb.plays.all()).toHaveLength(1);
  });

  it('answers 422 past the set’s end, 404 for an unknown set, 401 without a caller', async () => {
    const past = await callContract(savePlay, {
      body: { set_meta_id: SET.id, current_timestamp: SET.duration + 1 },
      bearer: NADIA,
    });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({
      errors: { json: { current_timestamp: [expect.any(String)] } },
    });
    const unknown = { set_meta_id: UNKNOWN, current_timestamp: 0 };
    expect((await callContract(savePlay, { body: unknown, bearer: NADIA })).status).toBe(404);
    const anyone = { set_meta_id: SET.id, current_timestamp: 0 };
    expect((await callContract(savePlay, { body: anyone })).status).toBe(401);
    expect(mockDb.plays.all()).toEqual([]);
  });
});

describe('playerHandlers: liking a moment', () => {
  it('likes the set and the track playing then, which joins the caller’s Liked Tracks', async () => {
    const moment = inside(RELEASED);
    const track = mockDb.tracks.get(RELEASED.track_meta_id)!;
    const liked = await callOk(likeMoment, {
      body: { set_meta_id: SET.id, set_timestamp: moment },
      bearer: NADIA,
    });
    expect(liked).toEqual({
      likes: SET.likes + 1,
      user_likes: 1,
      set_timestamp: moment,
      track: { set_track_id: RELEASED.id, track_meta_id: track.id, title: track.title },
    });

    const tab = await callOk(listUserTracks, { params: ME, bearer: NADIA });
    expect(tab.data.map((row) => row.id)).toEqual([track.id]);
    const read = await callOk(getTrack, { params: { id: track.id }, bearer: NADIA });
    expect(read).toMatchObject({ is_fav: true, user_likes: 1 });
    const set = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(set).toMatchObject({ likes: SET.likes + 1, user_likes: 1 });

    // Another moment of the same track: one more like of the set, the track's one like stays.
    const again = await callOk(likeMoment, {
      body: { set_meta_id: SET.id, set_timestamp: moment + 1 },
      bearer: NADIA,
    });
    expect(again).toMatchObject({ likes: SET.likes + 2, user_likes: 2 });
    const twice = await callOk(getTrack, { params: { id: track.id }, bearer: NADIA });
    expect(twice.user_likes).toBe(1);
  });

  it('lists the caller’s liked moments on the set’s page: in order, each like, theirs only', async () => {
    const read = async (bearer?: string) =>
      (await callOk(getSet, { params: { id: SET.id }, ...(bearer ? { bearer } : {}) }))
        .user_moments;
    expect(await read()).toBeNull();
    expect(await read(NADIA)).toEqual([]);
    const [first, second] = [inside(RELEASED), inside(AN_ID)].sort((a, b) => a - b);
    for (const moment of [second!, first!, first!]) {
      const body = { set_meta_id: SET.id, set_timestamp: moment };
      await callOk(likeMoment, { body, bearer: NADIA });
    }
    expect(await read(NADIA)).toEqual([first, first, second]);
    expect(await read(GIL)).toEqual([]);
    expect(await read()).toBeNull();
  });

  it(`lists at most the earliest ${USER_MOMENTS_MAX} moments on the set’s page`, async () => {
    for (let moment = USER_MOMENTS_MAX + 5; moment > 0; moment -= 1) {
      addLike(ME.id, 'set', SET.id, moment);
    }
    const set = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(set.user_moments).toEqual(Array.from({ length: USER_MOMENTS_MAX }, (_, i) => i + 1));
  });

  it('reads back the moments a story seeded as the caller’s liked moments', async () => {
    seedEngagement({
      likedMoments: [
        [SET.id, 90_000],
        [SET.id, 30_000],
      ],
    });
    const set = await callOk(getSet, { params: { id: SET.id }, bearer: NADIA });
    expect(set.user_moments).toEqual([30_000, 90_000]);
    expect((await callOk(getSet, { params: { id: SET.id }, bearer: GIL })).user_moments).toEqual(
      [],
    );
  });

  it('puts a liked ID among the caller’s Watched IDs', async () => {
    await callOk(likeMoment, {
      body: { set_meta_id: SET.id, set_timestamp: inside(AN_ID) },
      bearer: NADIA,
    });
    const ids = await callOk(listUserIds, { params: ME, bearer: NADIA });
    expect(ids.data.map((row) => row.id)).toEqual([AN_ID.track_meta_id]);
    expect((await callOk(listUserTracks, { params: ME, bearer: NADIA })).data).toEqual([]);
  });

  it('answers 404 where no track plays: before the first, in a gap, past the last', async () => {
    const [first, second] = ENTRIES;
    mockDb.setTracks.update(first!.id, { start_time: 10_000, end_time: 20_000 });
    const last = ENTRIES.at(-1)!;
    mockDb.setTracks.update(last.id, { end_time: SET.duration - 1000 });
    for (const moment of [5_000, 20_000, second!.start_time - 1, SET.duration - 1000]) {
      const answer = await callContract(likeMoment, {
        body: { set_meta_id: SET.id, set_timestamp: moment },
        bearer: NADIA,
      });
      expect(answer, String(moment)).toEqual({
        status: 404,
        body: { code: 404, message: 'Not Found', description: NO_TRACK_AT_MOMENT },
      });
    }
    expect(mockDb.likes.all()).toEqual([]);
  });

  it('plays a track with no end until the next one starts', async () => {
    const [first, second] = ENTRIES;
    mockDb.setTracks.update(first!.id, { end_time: null });
    const liked = await callOk(likeMoment, {
      body: { set_meta_id: SET.id, set_timestamp: second!.start_time - 1 },
      bearer: NADIA,
    });
    expect(liked.track.set_track_id).toBe(first!.id);
  });

  it('answers 422 past the set’s end, 404 for an unknown set, 401 without a caller', async () => {
    const past = await callContract(likeMoment, {
      body: { set_meta_id: SET.id, set_timestamp: SET.duration + 1 },
      bearer: NADIA,
    });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ errors: { json: { set_timestamp: [expect.any(String)] } } });
    const unknown = { set_meta_id: UNKNOWN, set_timestamp: 0 };
    expect((await callContract(likeMoment, { body: unknown, bearer: NADIA })).status).toBe(404);
    const anyone = { set_meta_id: SET.id, set_timestamp: 0 };
    expect((await callContract(likeMoment, { body: anyone })).status).toBe(401);
    expect((await callContract(likeMoment, { body: anyone, bearer: 'nobody' })).status).toBe(401);
    expect(mockDb.likes.all()).toEqual([]);
  });
});

describe('playerHandlers variants: plays and likes', () => {
  const CALLS: [EndpointDescription, object][] = [
    [savePlay, { body: { set_meta_id: SET.id, current_timestamp: 1000 } }],
    [likeMoment, { body: { set_meta_id: SET.id, set_timestamp: inside(RELEASED) } }],
  ];

  it('.refused answers 500 after a moment, .unauthorized 401, changing nothing', async () => {
    mockServer.use(...playerHandlers.refused);
    const started = performance.now();
    for (const [endpoint, call] of CALLS) {
      const { status } = await callContract(endpoint, { ...call, bearer: NADIA });
      expect(status, endpoint.operationId).toBe(500);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(PLAYER_REFUSED_DELAY_MS - 5);
    mockServer.resetHandlers(...playerHandlers.unauthorized);
    for (const [endpoint, call] of CALLS) {
      const { status } = await callContract(endpoint, { ...call, bearer: NADIA });
      expect(status, endpoint.operationId).toBe(401);
    }
    expect([...mockDb.plays.all(), ...mockDb.likes.all(), ...mockDb.favs.all()]).toEqual([]);
  });
});
