import {
  SetSchema,
  TrackSchema,
  TracksPageSchema,
  ValidationErrorBodySchema,
  type NotificationsPage,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newCaller, parsed, refused, type Caller } from './engagement-fixture.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  ID_TRACK,
  insertReleaseFixture,
  likeMoment,
  LONE_ID,
  MINUTE,
  notificationsOf,
  OTHER_ID,
  OTHER_TRACK,
  postRelease,
  released,
  RELEASED,
  ROOFTOP,
  storedNotifications,
  WAREHOUSE,
  watch,
} from './id-release-fixture.ts';

let testApp: TestApp;
let admin: Caller;
/** Watches the ID. */
let watcher: Caller;
/** Liked a moment of each set while the ID played there. */
let liker: Caller;
/** Watches it and liked two moments of it. */
let devotee: Caller;
/** Liked moments of the sets, never while the ID played. */
let nearMiss: Caller;
let stranger: Caller;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['curator'] });
  const { app } = testApp;
  await insertReleaseFixture(app.db);
  admin = await newCaller(app, 'Curator');
  watcher = await newCaller(app, 'Watcher');
  liker = await newCaller(app, 'Liker');
  devotee = await newCaller(app, 'Devotee');
  nearMiss = await newCaller(app, 'NearMiss');
  stranger = await newCaller(app, 'Stranger');
  await watch(app.db, watcher.id, ID_TRACK);
  await likeMoment(app.db, liker.id, WAREHOUSE, 12 * MINUTE);
  await likeMoment(app.db, liker.id, ROOFTOP, 5 * MINUTE);
  await watch(app.db, devotee.id, ID_TRACK);
  await likeMoment(app.db, devotee.id, WAREHOUSE, 11 * MINUTE);
  await likeMoment(app.db, devotee.id, WAREHOUSE, 19 * MINUTE);
  // Just before and just after the ID in each set, and a moment of the other ID.
  await likeMoment(app.db, nearMiss.id, WAREHOUSE, 10 * MINUTE - 1);
  await likeMoment(app.db, nearMiss.id, WAREHOUSE, 20 * MINUTE);
  await likeMoment(app.db, nearMiss.id, ROOFTOP, 2 * MINUTE);
  await likeMoment(app.db, nearMiss.id, ROOFTOP, 15 * MINUTE);
  await watch(app.db, stranger.id, OTHER_ID);
});

afterAll(async () => {
  await testApp.close();
});

const releases = async () => {
  const result = (await testApp.app.db.execute(
    sql`select count(*)::int as n from id_releases`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n;
};

const setOf = async (id: number) => parsed(await get(testApp.app, `/api/sets/${id}`), SetSchema);

describe('POST /api/admin/tracks/{id}/release: who may, and what is refused', () => {
  it('asks a guest to sign in (401) and refuses a listener (403), releasing nothing', async () => {
    const { app } = testApp;
    refused(await postRelease(app, ID_TRACK, { track_id: RELEASED }), 401);
    refused(await postRelease(app, ID_TRACK, { track_id: RELEASED }, watcher), 403);
    expect(await releases()).toBe(0);
  });

  it('answers 404 for an unknown track and for a track that is not an ID', async () => {
    const { app } = testApp;
    refused(await postRelease(app, 999_999, { track_id: RELEASED }, admin), 404);
    refused(await postRelease(app, OTHER_TRACK, { track_id: RELEASED }, admin), 404);
    expect(await releases()).toBe(0);
  });

  it('answers 422 on track_id for a target that is unknown or itself an ID', async () => {
    const { app } = testApp;
    for (const target of [999_999, OTHER_ID, ID_TRACK]) {
      const response = await postRelease(app, ID_TRACK, { track_id: target }, admin);
      refused(response, 422);
      expect(ValidationErrorBodySchema.parse(response.json()).errors).toEqual({
        json: { track_id: ['Must be the id of a released track, not an ID.'] },
      });
    }
    expect(await releases()).toBe(0);
  });

  it('refuses bad bodies and ids with a 4xx, never a 5xx, releasing nothing', async () => {
    const { app } = testApp;
    const bodies: unknown[] = [
      {},
      { track_id: String(RELEASED) },
      { track_id: 1.5 },
      { track_id: -1 },
      { track_id: 99_999_999_999 },
      { track_id: RELEASED, extra: true },
      { track_id: null },
      [RELEASED],
      '{"track_id": "\\u0000"}',
      '{"track_id": ',
      'null',
    ];
    for (const body of bodies) {
      const response = await postRelease(app, ID_TRACK, body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1%00']) {
      const response = await postRelease(app, id, { track_id: RELEASED }, admin);
      expect(response.statusCode, id).toBe(422);
    }
    expect(await releases()).toBe(0);
  });
});

describe('releasing an ID', () => {
  let before: { warehouse: number; rooftop: number };

  it('lists it among the unreleased IDs, found by title, credit or set name', async () => {
    const { app } = testApp;
    const ids = async (query = '') => {
      const response = await get(app, `/api/admin/ids${query}`, admin);
      return parsed(response, TracksPageSchema).data.map((track) => track.id);
    };
    // Newest first heard first; an ID heard nowhere still appears.
    expect(await ids()).toEqual([OTHER_ID, ID_TRACK, LONE_ID]);
    expect(await ids('?search=warehouse')).toEqual([ID_TRACK]);
    expect(await ids('?search=rooftop')).toEqual([OTHER_ID, ID_TRACK]);
    expect(await ids('?search=kolsch')).toEqual([ID_TRACK]);
    expect(await ids('?offset=2')).toEqual([LONE_ID]);
    refused(await get(app, '/api/admin/ids', watcher), 403);
    refused(await get(app, '/api/admin/ids?offset=-1', admin), 422);
  });

  it('notifies every watcher and moment-liker exactly once, and no one else', async () => {
    const { app } = testApp;
    before = {
      warehouse: (await setOf(WAREHOUSE)).track_confirmed_count,
      rooftop: (await setOf(ROOFTOP)).track_confirmed_count,
    };
    const release = await released(app, ID_TRACK, RELEASED, admin);
    expect(release).toMatchObject({ id_track_id: ID_TRACK, track_id: RELEASED, notified: 3 });

    for (const listener of [watcher, liker, devotee]) {
      const page: NotificationsPage = await notificationsOf(app, listener);
      expect(page.unread).toBe(1);
      expect(page.pagination).toEqual({ offset: 0, count: 1, total: 1 });
      expect(page.data[0]).toMatchObject({
        is_read: false,
        read_dt: null,
        created_dt: release.released_dt,
        release: {
          id_track_id: ID_TRACK,
          // Where it was first heard, and its place there.
          set_meta: { id: WAREHOUSE, set_name: 'Warehouse Night' },
          track_meta: {
            id: RELEASED,
            title: 'Silver Horizon',
            artist: 'Kölsch',
            art_url_xl: '/art/tracks/9001.svg',
            release_date: '2025-01-10',
          },
          track_position: 2,
        },
      });
    }
    for (const listener of [nearMiss, stranger]) {
      expect(await storedNotifications(app, listener.id)).toBe(0);
      const page = await notificationsOf(app, listener);
      expect(page).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 }, unread: 0 });
    }
    expect(await storedNotifications(app, admin.id)).toBe(0);
  });

  it('puts the released track in the ID’s place in every set, counted as identified', async () => {
    for (const [setId, position] of [
      [WAREHOUSE, 2],
      [ROOFTOP, 2],
    ] as const) {
      const set = await setOf(setId);
      const entry = set.set_tracks.find((track) => track.track_position === position);
      expect(entry?.track_meta_id).toBe(RELEASED);
      expect(entry?.track_meta.title).toBe('Silver Horizon');
      expect(set.set_tracks.map((track) => track.track_position)).toEqual(
        setId === WAREHOUSE ? [1, 2, 3] : [1, 2],
      );
    }
    expect((await setOf(WAREHOUSE)).track_confirmed_count).toBe(before.warehouse + 1);
    expect((await setOf(ROOFTOP)).track_confirmed_count).toBe(before.rooftop + 1);
  });

  it('keeps the ID’s page, which now says what it was released as', async () => {
    const track = parsed(await get(testApp.app, `/api/tracks/${ID_TRACK}`), TrackSchema);
    expect(track.mix_type).toBe('ID');
    expect(track.released_as).toEqual({ id: RELEASED, title: 'Silver Horizon', artist: 'Kölsch' });
    const unreleased = parsed(await get(testApp.app, `/api/tracks/${OTHER_ID}`), TrackSchema);
    expect(unreleased.released_as).toBeNull();
  });

  it('answers 409 the second time and notifies no one again', async () => {
    const { app } = testApp;
    refused(await postRelease(app, ID_TRACK, { track_id: OTHER_TRACK }, admin), 409);
    for (const listener of [watcher, liker, devotee]) {
      expect(await storedNotifications(app, listener.id)).toBe(1);
    }
    expect(await releases()).toBe(1);
    const response = await get(app, '/api/admin/ids', admin);
    expect(parsed(response, TracksPageSchema).data.map((track) => track.id)).toEqual([
      OTHER_ID,
      LONE_ID,
    ]);
  });
});
