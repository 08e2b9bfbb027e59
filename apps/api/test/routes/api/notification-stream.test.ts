import {
  API_PREFIX,
  ErrorBodySchema,
  NOTIFICATION_EVENT,
  NOTIFICATION_RETRY_MS,
  NOTIFICATION_STREAM_PATH,
  NotificationSchema,
  ValidationErrorBodySchema,
  type Notification,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { nextEvent, openEventStream, type StreamEvent } from '../../helpers/event-stream.ts';
import { newCaller, type Caller } from './engagement-fixture.ts';
import {
  ID_TRACK,
  insertReleaseFixture,
  LONE_ID,
  OTHER_ID,
  OTHER_TRACK,
  released,
  RELEASED,
  watch,
} from './id-release-fixture.ts';

const HEARTBEAT_MS = 200;

let testApp: TestApp;
let closed = false;
let base: string;
let admin: Caller;
let watcher: Caller;
let stranger: Caller;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none', adminUsers: ['curator'] },
    { notificationHeartbeatMs: HEARTBEAT_MS },
  );
  const { app } = testApp;
  await insertReleaseFixture(app.db);
  admin = await newCaller(app, 'Curator');
  watcher = await newCaller(app, 'Watcher');
  stranger = await newCaller(app, 'Stranger');
  for (const id of [ID_TRACK, OTHER_ID, LONE_ID]) await watch(app.db, watcher.id, id);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  if (!closed) await testApp.close();
});

const streamUrl = () => `${base}${API_PREFIX}${NOTIFICATION_STREAM_PATH}`;

function open(caller: Caller, headers: Record<string, string> = {}) {
  return openEventStream(streamUrl(), {
    ...caller.headers,
    // Compression would hold events back in its buffer: asked for, it must not happen.
    'accept-encoding': 'br, gzip',
    ...headers,
  });
}

/** A notification event: its id, and its data in the contract's shape. */
function notificationOf(event: StreamEvent): Notification {
  expect(event.event).toBe(NOTIFICATION_EVENT);
  const notification = NotificationSchema.parse(JSON.parse(event.data ?? ''));
  expect(event.id).toBe(String(notification.id));
  return notification;
}

/** What arrives in `ms` besides heartbeats. */
async function newsWithin(stream: Awaited<ReturnType<typeof open>>, ms: number) {
  return (await stream.collect(ms)).filter((event) => event.comment !== 'heartbeat');
}

let firstId = 0;

describe('GET /api/notifications/stream', () => {
  it('asks a guest to sign in (401, JSON) and refuses a Last-Event-ID that is not an id (422)', async () => {
    const guest = await fetch(streamUrl());
    expect(guest.status).toBe(401);
    expect(ErrorBodySchema.parse(await guest.json()).code).toBe(401);
    const forged = await fetch(streamUrl(), { headers: { authorization: 'Bearer nope' } });
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
    for (const value of ['abc', '-1', '1.5', '99999999999', '1 OR 1=1']) {
      const response = await fetch(streamUrl(), {
        headers: { ...watcher.headers, 'last-event-id': value },
      });
      expect(response.status, value).toBe(422);
      expect(ValidationErrorBodySchema.parse(await response.json()).errors).toEqual({
        headers: { 'last-event-id': ['Must be the id of a notification: a whole number.'] },
      });
    }
  });

  it('opens an uncompressed event stream that asks for a 3 s retry and beats every interval', async () => {
    const stream = await open(watcher);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-cache');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toEqual({ retry: String(NOTIFICATION_RETRY_MS) });
      const started = Date.now();
      expect(await stream.next(HEARTBEAT_MS * 5)).toEqual({ comment: 'heartbeat' });
      expect(await stream.next(HEARTBEAT_MS * 5)).toEqual({ comment: 'heartbeat' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS);
    } finally {
      stream.close();
    }
  });

  it('delivers a release to its listener at once, and to no one else', async () => {
    const mine = await open(watcher);
    const theirs = await open(stranger);
    try {
      await mine.next();
      await theirs.next();
      const release = await released(testApp.app, ID_TRACK, RELEASED, admin);
      const sent = Date.now();
      const notification = notificationOf(await nextEvent(mine, 2000));
      expect(Date.now() - sent).toBeLessThan(2000);
      expect(notification).toMatchObject({
        is_read: false,
        created_dt: release.released_dt,
        release: { id_track_id: ID_TRACK, track_meta: { id: RELEASED } },
      });
      firstId = notification.id;
      expect(await newsWithin(mine, HEARTBEAT_MS * 2)).toEqual([]);
      expect(await newsWithin(theirs, HEARTBEAT_MS)).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('sends what was missed after Last-Event-ID, oldest first, and nothing twice', async () => {
    const { app } = testApp;
    // While away: one release it can show, and one of an ID heard in no set (never shown).
    const second = await released(app, OTHER_ID, OTHER_TRACK, admin);
    await released(app, LONE_ID, RELEASED, admin);

    const resumed = await open(watcher, { 'last-event-id': String(firstId) });
    try {
      await resumed.next();
      const missed = notificationOf(await nextEvent(resumed));
      expect(missed.release.id_track_id).toBe(OTHER_ID);
      expect(missed.created_dt).toBe(second.released_dt);
      expect(await newsWithin(resumed, HEARTBEAT_MS * 2)).toEqual([]);
    } finally {
      resumed.close();
    }

    const fromStart = await open(watcher, { 'last-event-id': '0' });
    const fresh = await open(watcher);
    try {
      await fromStart.next();
      const all = [
        notificationOf(await nextEvent(fromStart)),
        notificationOf(await nextEvent(fromStart)),
      ];
      expect(all.map((notification) => notification.release.id_track_id)).toEqual([
        ID_TRACK,
        OTHER_ID,
      ]);
      // Without Last-Event-ID only what comes next is sent.
      expect(await newsWithin(fresh, HEARTBEAT_MS * 2)).toEqual([
        { retry: String(NOTIFICATION_RETRY_MS) },
      ]);
    } finally {
      fromStart.close();
      fresh.close();
    }
  });

  it('ends open streams when the app closes, without keeping it waiting', async () => {
    const stream = await open(watcher);
    await stream.next();
    closed = true;
    let waited: NodeJS.Timeout | undefined;
    const tooLong = new Promise((_, reject) => {
      waited = setTimeout(() => reject(new Error('app.close() waited 5 s for the stream')), 5000);
    });
    await Promise.race([Promise.all([testApp.close(), stream.ended]), tooLong]);
    clearTimeout(waited);
  });
});
