import {
  ErrorBodySchema,
  listNotifications,
  markNotificationRead,
  type NotificationsPage,
  type NotificationsQueryInput,
} from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import {
  NOTIFICATIONS_REFUSED_DELAY_MS,
  NOTIFICATIONS_SLOW_DELAY_MS,
  mockDb,
  mockServer,
  notificationsHandlers,
  pushNotification,
  seedNotifications,
} from '../node.ts';
import { callContract, callOk } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const ME = PASSWORD_USER.id;
const NOW = Date.parse('2025-06-20T12:00:00Z');

/** The spec's call: newest first, 10 a page, `after` the last loaded item's created_dt. */
const page = (after?: string, extra: NotificationsQueryInput = {}, bearer = NADIA) =>
  callOk(listNotifications, {
    query: {
      order_by: 'notification.created_dt',
      order_direction: 'desc',
      search: '',
      limit: 10,
      ...(after === undefined ? {} : { after }),
      ...extra,
    },
    bearer,
  });

const ids = (answer: NotificationsPage) => answer.data.map((row) => row.id);
const lastOf = (answer: NotificationsPage) => answer.data.at(-1)!.created_dt;

describe('notificationsHandlers: the list', () => {
  it('pages 25 notifications newest first by the after cursor: 10, 10 and 5, each once', async () => {
    const seeded = seedNotifications(ME, 25, { unread: 4, now: NOW });
    seedNotifications(GOOGLE_USER.id, 3, { now: NOW });
    const first = await page();
    const second = await page(lastOf(first));
    const third = await page(lastOf(second));
    expect([first, second, third].map((answer) => answer.pagination)).toEqual([
      { offset: 0, count: 10, total: 25 },
      { offset: 10, count: 10, total: 25 },
      { offset: 20, count: 5, total: 25 },
    ]);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(seeded.map((row) => row.id));
    expect(first.unread).toBe(4);
    expect((await page(lastOf(third))).data).toEqual([]);
    // Newest first, strictly.
    const times = seeded.map((row) => Date.parse(row.created_dt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('compares the cursor to the microsecond, whatever its offset', async () => {
    const [newer, older] = [pushNotification(ME, {}, NOW), pushNotification(ME, {}, NOW)].map(
      (row, index) =>
        mockDb.notifications.update(row.id, {
          created_dt: `2025-06-20T12:00:00.00050${String(1 - index)}+00:00`,
        }),
    );
    expect(ids(await page())).toEqual([newer!.id, older!.id]);
    expect(ids(await page('2025-06-20T12:00:00.000501+00:00'))).toEqual([older!.id]);
    expect(ids(await page('2025-06-20T14:00:00.000501+02:00'))).toEqual([older!.id]);
    expect(ids(await page('2025-06-20T12:00:00.0005+00:00'))).toEqual([]);
  });

  it('answers oldest first when asked, the cursor then reading forwards', async () => {
    const seeded = seedNotifications(ME, 4, { now: NOW });
    const oldestFirst = [...seeded].reverse();
    const first = await page(undefined, { order_direction: 'asc', limit: 2 });
    expect(ids(first)).toEqual(oldestFirst.slice(0, 2).map((row) => row.id));
    const next = await page(lastOf(first), { order_direction: 'asc', limit: 2 });
    expect(ids(next)).toEqual(oldestFirst.slice(2).map((row) => row.id));
  });

  it('searches the track, its artist and the set; total counts matches, unread all', async () => {
    const [row] = seedNotifications(ME, 6, { unread: 6, now: NOW });
    const { title } = row!.release.track_meta;
    const found = await page(undefined, { search: title.toUpperCase() });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((item) => item.release.track_meta.title === title)).toBe(true);
    expect(found.pagination.total).toBe(found.data.length);
    expect(found.unread).toBe(6);
    const bySet = await page(undefined, { search: row!.release.set_meta.set_name });
    expect(ids(bySet)).toContain(row!.id);
    expect((await page(undefined, { search: 'no such words anywhere' })).pagination.total).toBe(0);
  });

  it('answers only the caller’s own, and a guest 401', async () => {
    seedNotifications(GOOGLE_USER.id, 2, { now: NOW });
    expect(await page()).toEqual({
      data: [],
      pagination: { offset: 0, count: 0, total: 0 },
      unread: 0,
    });
    expect((await page(undefined, {}, GIL)).pagination.total).toBe(2);
    expect((await callContract(listNotifications, {})).status).toBe(401);
  });

  it('refuses a cursor that is not an instant and a limit over 50 (422)', async () => {
    const bad = await callContract(listNotifications, {
      query: { after: 'yesterday' },
      bearer: NADIA,
    });
    expect(bad.status).toBe(422);
    const long = await callContract(listNotifications, { query: { limit: 51 }, bearer: NADIA });
    expect(long.status).toBe(422);
  });
});

describe('notificationsHandlers: marking one read', () => {
  it('marks the caller’s own read once, keeping the first read_dt; the unread count drops', async () => {
    const [newest] = seedNotifications(ME, 3, { unread: 2, now: NOW });
    const read = await callOk(markNotificationRead, { params: { id: newest!.id }, bearer: NADIA });
    expect(read).toMatchObject({ id: newest!.id, is_read: true });
    expect(read.read_dt).not.toBeNull();
    const again = await callOk(markNotificationRead, { params: { id: newest!.id }, bearer: NADIA });
    expect(again.read_dt).toBe(read.read_dt);
    expect((await page()).unread).toBe(1);
  });

  it('answers 403 for another’s, 404 for an unknown one and 401 for a guest, changing nothing', async () => {
    const [theirs] = seedNotifications(GOOGLE_USER.id, 1, { unread: 1, now: NOW });
    const forbidden = await callContract(markNotificationRead, {
      params: { id: theirs!.id },
      bearer: NADIA,
    });
    expect(forbidden.status).toBe(403);
    const unknown = await callContract(markNotificationRead, {
      params: { id: 999_999 },
      bearer: NADIA,
    });
    expect(unknown.status).toBe(404);
    const guest = await callContract(markNotificationRead, { params: { id: theirs!.id } });
    expect(guest.status).toBe(401);
    expect(mockDb.notifications.get(theirs!.id)).toMatchObject({ is_read: false, read_dt: null });
  });
});

describe('notificationsHandlers: variants', () => {
  it('.refused lists as usual but answers marking 500 after a moment, changing nothing', async () => {
    mockServer.use(...notificationsHandlers.refused);
    const [newest] = seedNotifications(ME, 2, { unread: 2, now: NOW });
    expect((await page()).unread).toBe(2);
    const started = performance.now();
    const { status, body } = await callContract(markNotificationRead, {
      params: { id: newest!.id },
      bearer: NADIA,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(NOTIFICATIONS_REFUSED_DELAY_MS - 5);
    expect(status).toBe(500);
    expect(ErrorBodySchema.parse(body).code).toBe(500);
    expect((await page()).unread).toBe(2);
  });

  it('.error answers the list 500', async () => {
    mockServer.use(...notificationsHandlers.error);
    expect((await callContract(listNotifications, { bearer: NADIA })).status).toBe(500);
  });

  it('.slow answers like the default, after 1.5 s', async () => {
    mockServer.use(...notificationsHandlers.slow);
    seedNotifications(ME, 2, { now: NOW });
    const started = performance.now();
    expect((await page()).pagination.total).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(NOTIFICATIONS_SLOW_DELAY_MS - 5);
  });

  it('.unauthorized answers 401 to the list and to marking, signed in or not', async () => {
    mockServer.use(...notificationsHandlers.unauthorized);
    const [newest] = seedNotifications(ME, 1, { unread: 1, now: NOW });
    expect((await callContract(listNotifications, { bearer: NADIA })).status).toBe(401);
    const mark = await callContract(markNotificationRead, {
      params: { id: newest!.id },
      bearer: NADIA,
    });
    expect(mark.status).toBe(401);
  });
});

describe('seedNotifications', () => {
  it('builds the same releases of the catalog’s IDs on every call, dated back from now', () => {
    const first = seedNotifications(ME, 3, { unread: 1, now: NOW });
    const again = seedNotifications(GOOGLE_USER.id, 3, { unread: 1, now: NOW });
    expect(again.map((row) => row.release)).toEqual(first.map((row) => row.release));
    expect(first.map((row) => [row.is_read, row.created_dt.slice(0, 19)])).toEqual([
      [false, '2025-06-20T11:55:00'],
      [true, '2025-06-20T08:55:00'],
      [true, '2025-06-20T05:55:00'],
    ]);
    const heardIn = mockDb.setTracks
      .all()
      .find((entry) => entry.track_meta_id === first[0]!.release.id_track_id);
    expect(heardIn).toMatchObject({
      set_meta_id: first[0]!.release.set_meta.id,
      track_position: first[0]!.release.track_position,
    });
    expect(mockDb.tracks.get(first[0]!.release.id_track_id)?.mix_type).toBe('ID');
    expect(mockDb.tracks.get(first[0]!.release.track_meta.id!)?.mix_type).not.toBe('ID');
  });

  it('checks what it is given', () => {
    expect(() => seedNotifications(999_999, 1)).toThrow(/no user/);
    expect(() => seedNotifications(ME, -1)).toThrow(/not a count/);
    expect(() => pushNotification(999_999)).toThrow(/no user/);
  });
});
