import {
  getSet,
  getTrack,
  likeMoment,
  listNotifications,
  listUnreleasedIds,
  PAGE_SIZE,
  releaseId,
  toggleTrackFav,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../fixtures/sessions.ts';
import { APPLE_USER, GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import {
  ADMIN_REFUSED_DELAY_MS,
  ADMIN_SLOW_DELAY_MS,
  ALREADY_RELEASED,
  adminIdsHandlers,
  mockDb,
  mockServer,
} from '../node.ts';
import { addLike } from '../store/engagement.ts';
import { onNotificationsWritten } from '../store/notifications.ts';
import { callContract, callOk } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const ADMIN = ADMIN_SESSION.access_token;
const UNKNOWN = 999_999;

const ids = () => mockDb.tracks.all().filter((track) => track.mix_type === 'ID');
const entriesOf = (trackId: number) =>
  mockDb.setTracks.all().filter((entry) => entry.track_meta_id === trackId);
/** The newest ID heard, and a released track to release it as. */
const newestId = () =>
  [...ids()].sort(
    (a, b) => (b.first_heard_date ?? '').localeCompare(a.first_heard_date ?? '') || b.id - a.id,
  )[0]!;
const RELEASED = mockDb.tracks.all().find((track) => track.mix_type === 'original_mix')!;

const release = (idTrackId: number, trackId: number = RELEASED.id, bearer: string = ADMIN) =>
  callContract(releaseId, { params: { id: idTrackId }, body: { track_id: trackId }, bearer });

/** A moment halfway through the entry: the ID plays there. */
const during = (entry: { start_time: number; end_time: number | null }, duration: number) =>
  entry.start_time + Math.floor(((entry.end_time ?? duration) - entry.start_time) / 2);

describe('adminIdsHandlers: searching unreleased IDs', () => {
  it('lists every ID, the most recently heard first, 20 a page', async () => {
    const first = await callOk(listUnreleasedIds, { bearer: ADMIN });
    expect(first.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: ids().length });
    expect(first.data.every((track) => track.mix_type === 'ID')).toBe(true);
    const heard = first.data.map((track) => track.first_heard_date ?? '');
    expect(heard).toEqual([...heard].sort().reverse());
    expect(first.data[0]?.id).toBe(newestId().id);
    const second = await callOk(listUnreleasedIds, { query: { offset: 20 }, bearer: ADMIN });
    expect(second.data.some((track) => first.data.some((seen) => seen.id === track.id))).toBe(
      false,
    );
  });

  it('searches titles, credits and the set an ID was found in', async () => {
    const id = newestId();
    const set = id.set_meta!;
    const bySet = await callOk(listUnreleasedIds, {
      query: { search: set.set_name.toUpperCase() },
      bearer: ADMIN,
    });
    expect(bySet.data.map((track) => track.id)).toContain(id.id);
    expect(bySet.data.every((track) => track.set_meta?.set_name === set.set_name)).toBe(true);
    const credit = id.artists[0]!.artist_meta.name;
    const byArtist = await callOk(listUnreleasedIds, { query: { search: credit }, bearer: ADMIN });
    expect(byArtist.data.map((track) => track.id)).toContain(id.id);
    const none = await callOk(listUnreleasedIds, { query: { search: 'zzqx' }, bearer: ADMIN });
    expect(none).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
  });

  it('answers only an admin: 401 for a guest, 403 for a listener', async () => {
    expect((await callContract(listUnreleasedIds)).status).toBe(401);
    expect((await callContract(listUnreleasedIds, { bearer: NADIA })).status).toBe(403);
  });
});

describe('adminIdsHandlers: releasing an ID', () => {
  it('says what the release did and leaves the ID out of the search from then on', async () => {
    const id = newestId();
    const answer = await release(id.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id_track_id: id.id, track_id: RELEASED.id, notified: 0 });
    const found = await callOk(listUnreleasedIds, { bearer: ADMIN });
    expect(found.pagination.total).toBe(ids().length - 1);
    expect(found.data.map((track) => track.id)).not.toContain(id.id);
  });

  it('keeps the ID’s place in each set, now playing the released track', async () => {
    const id = newestId();
    const [entry] = entriesOf(id.id);
    const setId = entry!.set_meta_id;
    const before = await callOk(getSet, { params: { id: setId } });
    await release(id.id);

    const after = await callOk(getSet, { params: { id: setId } });
    const there = after.set_tracks.find((one) => one.id === entry!.id);
    expect(there).toMatchObject({
      track_position: entry!.track_position,
      track_meta_id: RELEASED.id,
      track_meta: { id: RELEASED.id, title: RELEASED.title },
    });
    expect(after.set_tracks).toHaveLength(before.set_tracks.length);
    expect(after.track_confirmed_count).toBe(before.track_confirmed_count + 1);
    expect(await callOk(getTrack, { params: { id: id.id } })).toMatchObject({
      mix_type: 'ID',
      released_as: { id: RELEASED.id, title: RELEASED.title, artist: RELEASED.artist },
    });
  });

  it('tells each watcher and each moment-liker of the ID once, and nobody else', async () => {
    const id = newestId();
    const [entry] = entriesOf(id.id);
    const set = mockDb.sets.get(entry!.set_meta_id)!;
    const moment = during(entry!, set.duration);
    // Nadia watches it; Gil liked a moment while it played (which watches it), then stopped
    // watching; Ines liked the set's very start, another track.
    await callOk(toggleTrackFav, { params: { id: id.id }, bearer: NADIA });
    await callOk(likeMoment, { body: { set_meta_id: set.id, set_timestamp: moment }, bearer: GIL });
    addLike(GOOGLE_USER.id, 'set', set.id, moment + 1);
    await callOk(toggleTrackFav, { params: { id: id.id }, bearer: GIL });
    expect(entry!.start_time).toBeGreaterThan(0);
    addLike(APPLE_USER.id, 'set', set.id, 0);

    let wakes = 0;
    const stop = onNotificationsWritten(() => (wakes += 1));
    const answer = await release(id.id);
    stop();
    // The open notification streams are told at once (live), once for the release.
    expect(wakes).toBe(1);
    expect(answer.body).toMatchObject({ notified: 2 });
    const told = mockDb.notifications.all();
    expect(told.map((row) => row.user_id).sort()).toEqual([PASSWORD_USER.id, GOOGLE_USER.id]);
    expect(told[0]).toMatchObject({
      is_read: false,
      read_dt: null,
      release: {
        id_track_id: id.id,
        set_meta: { id: set.id, set_name: set.set_name },
        track_meta: { id: RELEASED.id, title: RELEASED.title, artist: RELEASED.artist },
        track_position: entry!.track_position,
      },
    });
    // The bell reads it: the newest of Nadia's, unread.
    const bell = await callOk(listNotifications, { bearer: NADIA });
    expect(bell.unread).toBe(1);
    expect(bell.data[0]?.release.id_track_id).toBe(id.id);
  });

  it('refuses a second release (409), changing nothing', async () => {
    const id = newestId();
    await callOk(toggleTrackFav, { params: { id: id.id }, bearer: NADIA });
    await release(id.id);
    const other = mockDb.tracks.all().find((t) => t.mix_type === 'remix')!;
    expect(await release(id.id, other.id)).toEqual({
      status: 409,
      body: { code: 409, message: 'Conflict', description: ALREADY_RELEASED },
    });
    expect(mockDb.tracks.get(id.id)?.released_as?.id).toBe(RELEASED.id);
    expect(mockDb.notifications.all()).toHaveLength(1);
  });

  it('answers 404 for an unknown track or one that is not an ID', async () => {
    expect((await release(UNKNOWN)).status).toBe(404);
    expect((await release(RELEASED.id)).status).toBe(404);
  });

  it('answers 422 on track_id for an unknown track or another ID, changing nothing', async () => {
    const [id, another] = ids();
    for (const trackId of [UNKNOWN, another!.id]) {
      const answer = await release(id!.id, trackId);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { json: { track_id: [expect.any(String)] } } });
    }
    expect((await release(id!.id, -1)).status).toBe(422);
    expect(mockDb.tracks.get(id!.id)?.released_as).toBeNull();
  });

  it('answers only an admin, before reading the body: 401, then 403', async () => {
    const id = newestId();
    expect((await release(id.id, RELEASED.id, '')).status).toBe(401);
    expect((await release(id.id, -1, NADIA)).status).toBe(403);
    expect((await release(id.id, RELEASED.id, NADIA)).status).toBe(403);
    expect(mockDb.tracks.get(id.id)?.released_as).toBeNull();
  });
});

describe('adminIdsHandlers: variants', () => {
  it('.refused searches as usual and fails a release with a 500 after a moment', async () => {
    mockServer.use(...adminIdsHandlers.refused);
    const id = newestId();
    expect((await callOk(listUnreleasedIds, { bearer: ADMIN })).data[0]?.id).toBe(id.id);
    const started = performance.now();
    expect((await release(id.id)).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ADMIN_REFUSED_DELAY_MS - 5);
    expect(mockDb.tracks.get(id.id)?.released_as).toBeNull();
    expect((await release(id.id, RELEASED.id, NADIA)).status).toBe(403);
  });

  it('.pending searches as usual and leaves a release unanswered', async () => {
    mockServer.use(...adminIdsHandlers.pending);
    const id = newestId();
    expect((await callOk(listUnreleasedIds, { bearer: ADMIN })).data[0]?.id).toBe(id.id);
    const answer = await Promise.race([
      release(id.id),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 300)),
    ]);
    expect(answer).toBe('no answer');
    expect(mockDb.tracks.get(id.id)?.released_as).toBeNull();
  });

  it('.slow answers as usual after 1.5 s', async () => {
    mockServer.use(...adminIdsHandlers.slow);
    const started = performance.now();
    expect((await release(newestId().id)).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ADMIN_SLOW_DELAY_MS - 5);
  });
});
