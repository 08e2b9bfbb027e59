import type { Notification, Track } from '@rabbithole/api-contract';
import { SET_TRACK_FIXTURES, TRACK_FIXTURES } from '../fixtures/catalog/music.ts';
import type { MockNotification } from '../fixtures/notifications.ts';
import { SET_FIXTURES } from '../fixtures/sets.ts';
import { mockDb } from './db.ts';

// The per-user notifications behind the bell, with the server's rules: newest first by
// `created_dt` (to the microsecond, ties by id), ids rising with time, and every write waking the
// open notification streams so they send what is new.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The catalog's IDs where they were heard: one release each, in the catalog's order. */
const HEARD_IDS = SET_TRACK_FIXTURES.flatMap((entry) => {
  const track = TRACK_FIXTURES.find((candidate) => candidate.id === entry.track_meta_id);
  const set = SET_FIXTURES.find((candidate) => candidate.id === entry.set_meta_id);
  return track?.mix_type === 'ID' && set ? [{ entry, set }] : [];
});
const RELEASED = TRACK_FIXTURES.filter((track) => track.mix_type !== 'ID');

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('The mock catalog has no IDs or released tracks.');
  return item;
}

/**
 * An instant as the server writes it: UTC with microseconds, which a JavaScript Date cannot hold,
 * so the cursor the client sends back must be compared as written (see `instantKey`).
 */
export function isoInstant(ms: number, micros = 0): string {
  const base = new Date(ms).toISOString().slice(0, 23);
  return `${base}${String(micros % 1000).padStart(3, '0')}+00:00`;
}

/** Microseconds since the epoch, for comparing instants exactly whatever their offset. */
export function instantKey(iso: string): number {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(.*)$/.exec(iso);
  if (!match) return Number.NaN;
  const [, whole = '', fraction = '', zone = ''] = match;
  const seconds = Date.parse(`${whole}${zone}`);
  return seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** The track a released ID turned out to be, as a notification names it. */
export function releasedTrackOf(track: Track): Notification['release']['track_meta'] {
  return {
    id: track.id,
    title: track.title,
    artist: track.artist,
    art_url_xl: track.art_url_xl,
    release_date: track.release_date,
  };
}

/** What a notification of the `index`-th release says: an ID, its set, the track it became. */
function releaseOf(index: number): Notification['release'] {
  const { entry, set } = pick(HEARD_IDS, index);
  return {
    id_track_id: entry.track_meta_id,
    set_meta: { id: set.id, set_name: set.set_name },
    // Spread over genres, so neighbouring notifications name different tracks.
    track_meta: releasedTrackOf(pick(RELEASED, index * 37)),
    track_position: entry.track_position,
  };
}

/** A row as the contract answers it: without whose it is. */
export function toNotification({
  user_id: _userId,
  ...notification
}: MockNotification): Notification {
  return notification;
}

const newestFirst = (a: MockNotification, b: MockNotification) =>
  instantKey(b.created_dt) - instantKey(a.created_dt) || b.id - a.id;

/** The user's notifications, newest first. */
export function notificationsOf(userId: number): MockNotification[] {
  return mockDb.notifications
    .all()
    .filter((row) => row.user_id === userId)
    .sort(newestFirst);
}

export interface NotificationSeed {
  /** The newest this many are unread; the others were read an hour after they came. @default 0 */
  unread?: number;
  /** The moment the newest came 5 minutes before, the others 3 hours apart. @default Date.now() */
  now?: number;
}

/**
 * Gives the user `count` notifications of releases of the catalog's IDs, the same ones on every
 * call, dated back from `now` (so a story's "5 minutes ago" reads the same on every run). Stored
 * oldest first, so ids rise with time as the server's do; answers them newest first.
 */
export function seedNotifications(
  userId: number,
  count: number,
  { unread = 0, now = Date.now() }: NotificationSeed = {},
): MockNotification[] {
  if (!mockDb.users.get(userId))
    throw new Error(`seedNotifications: no user has id ${String(userId)}.`);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`seedNotifications: ${String(count)} is not a count of notifications.`);
  }
  for (let age = count - 1; age >= 0; age -= 1) {
    const created = now - 5 * MINUTE_MS - age * 3 * HOUR_MS;
    const isRead = age >= unread;
    mockDb.notifications.insert({
      user_id: userId,
      is_read: isRead,
      read_dt: isRead ? isoInstant(Math.min(created + HOUR_MS, now), age) : null,
      created_dt: isoInstant(created, 100 + age),
      release: releaseOf(age),
    });
  }
  wakeNotificationStreams();
  return notificationsOf(userId).slice(0, count);
}

/**
 * A new, unread notification for the user, as a release tells them: stored, then sent at once on
 * their open notification streams. `release` replaces the next catalog release's fields.
 */
export function pushNotification(
  userId: number,
  release: Partial<Notification['release']> = {},
  now: number = Date.now(),
): MockNotification {
  if (!mockDb.users.get(userId))
    throw new Error(`pushNotification: no user has id ${String(userId)}.`);
  const row = mockDb.notifications.insert({
    user_id: userId,
    is_read: false,
    read_dt: null,
    created_dt: isoInstant(now),
    release: { ...releaseOf(mockDb.notifications.all().length + 7), ...release },
  });
  wakeNotificationStreams();
  return row;
}

const listeners = new Set<() => void>();

/**
 * Tells the open notification streams that rows were written, so each sends its user what is
 * new. `pushNotification` and `seedNotifications` call it; a handler that inserts rows itself
 * (an ID's release) calls it after.
 */
export function wakeNotificationStreams(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every write of notifications; returns the unsubscribe. */
export function onNotificationsWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many notification streams are open: a story waits for the bell's before pushing. */
export function openNotificationStreams(): number {
  return listeners.size;
}
