import {
  NotificationSchema,
  ValidationErrorBodySchema,
  type Notification,
} from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { get, newCaller, put, refused, type Caller } from './engagement-fixture.ts';
import { notificationsOf, released, watch } from './id-release-fixture.ts';

let testApp: TestApp;
let admin: Caller;
/** Watches the 25 IDs, each released in turn. */
let reader: Caller;
/** 120 notifications, none read. */
let hoarder: Caller;
/** Notifications sharing one instant. */
let twin: Caller;

const NIGHT = 801;
const HARBOUR = 802;
const COUNT = 25;
/** IDs 8101…8125 (the first 20 heard in the Night set, the rest at the Harbour); tracks 8201…. */
const idOf = (n: number) => 8100 + n;
const trackOf = (n: number) => 8200 + n;
const titleOf = (n: number) => (n % 2 === 0 ? `Aurora Drift ${n}` : `Basalt Echo ${n}`);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['curator'] });
  const { app } = testApp;
  await app.db.execute(sql`insert into sets (id, set_name, artist, release_date, duration_ms)
    values (${NIGHT}, 'Long Night', 'Someone', '2024-01-01', 3600000),
      (${HARBOUR}, 'Harbour Dawn', 'Someone', '2024-02-01', 3600000)`);
  await app.db.execute(sql`insert into tracks (id, title, mix_type, id_set_id)
    select 8100 + n, 'ID', 'ID'::mix_type, case when n <= 20 then ${NIGHT}::int else ${HARBOUR}::int end
    from generate_series(1, ${COUNT}::int) n`);
  for (let n = 1; n <= COUNT; n += 1) {
    await app.db.execute(sql`insert into tracks (id, title) values (${trackOf(n)}, ${titleOf(n)})`);
  }
  await app.db.execute(sql`insert into set_tracks
    (set_id, track_id, track_position, start_time, end_time)
    select case when n <= 20 then ${NIGHT}::int else ${HARBOUR}::int end, 8100 + n,
      case when n <= 20 then n else n - 20 end, n * 60000, n * 60000 + 60000
    from generate_series(1, ${COUNT}::int) n`);
  admin = await newCaller(app, 'Curator');
  reader = await newCaller(app, 'Reader');
  hoarder = await newCaller(app, 'Hoarder');
  twin = await newCaller(app, 'Twin');
  for (let n = 1; n <= COUNT; n += 1) await watch(app.db, reader.id, idOf(n));
  for (let n = 1; n <= COUNT; n += 1) await released(app, idOf(n), trackOf(n), admin);
});

afterAll(async () => {
  await testApp.close();
});

/** Every page from the first, following `after`, as the menu's load-more reads them. */
async function allPages(caller: Caller, query: { limit: number; order_direction?: 'asc' }) {
  const pages: Notification[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = await notificationsOf(testApp.app, caller, { ...query, after });
    pages.push(page.data);
    expect(page.pagination.offset).toBe(pages.flat().length - page.data.length);
    if (page.pagination.offset + page.pagination.count >= page.pagination.total) return pages;
    after = page.data.at(-1)?.created_dt;
  }
}

const titles = (notifications: Notification[]) =>
  notifications.map((notification) => notification.release.track_meta.title);

describe('GET /api/notifications', () => {
  it('pages newest first through `after`: 10, 10, 5, none repeated or missed', async () => {
    const pages = await allPages(reader, { limit: 10 });
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const expected = Array.from({ length: COUNT }, (_, index) => titleOf(COUNT - index));
    expect(titles(pages.flat())).toEqual(expected);
    for (const notification of pages.flat()) {
      // Every microsecond, exactly as stored: the cursor of the next page.
      expect(notification.created_dt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    }
    const first = await notificationsOf(testApp.app, reader);
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ offset: 0, count: 10, total: COUNT });
    expect(first.unread).toBe(COUNT);
  });

  it('pages oldest first with order_direction=asc', async () => {
    const pages = await allPages(reader, { limit: 10, order_direction: 'asc' });
    expect(titles(pages.flat())).toEqual(Array.from({ length: COUNT }, (_, i) => titleOf(i + 1)));
  });

  it('names the set each ID was heard in and its place there', async () => {
    const page = await notificationsOf(testApp.app, reader, { limit: 50 });
    const byId = new Map(page.data.map((item) => [item.release.id_track_id, item.release]));
    expect(byId.get(idOf(3))).toMatchObject({
      set_meta: { id: NIGHT, set_name: 'Long Night' },
      track_position: 3,
    });
    expect(byId.get(idOf(22))).toMatchObject({
      set_meta: { id: HARBOUR, set_name: 'Harbour Dawn' },
      track_position: 2,
    });
  });

  it('searches the released track’s title and the set’s name, counting only matches', async () => {
    const aurora = await notificationsOf(testApp.app, reader, { search: 'aurora drift' });
    expect(aurora.pagination.total).toBe(12);
    expect(titles(aurora.data).every((title) => title.startsWith('Aurora Drift'))).toBe(true);
    const harbour = await notificationsOf(testApp.app, reader, { search: 'Harbour' });
    expect(titles(harbour.data)).toEqual([25, 24, 23, 22, 21].map(titleOf));
    expect(harbour.unread).toBe(COUNT);
    const none = await notificationsOf(testApp.app, reader, { search: 'nothing like this' });
    expect(none.pagination.total).toBe(0);
    // Other users' notifications are never found.
    const strangers = await notificationsOf(testApp.app, twin, { search: 'aurora' });
    expect(strangers.data).toEqual([]);
  });

  it('counts every unread notification, beyond the badge’s 99', async () => {
    const { app } = testApp;
    await app.db.execute(sql`insert into tracks (id, title, mix_type, id_set_id)
      select 8300 + n, 'ID', 'ID'::mix_type, ${NIGHT}::int from generate_series(1, 120) n`);
    await app.db.execute(sql`insert into id_releases (id_track_id, track_id, set_id, track_position)
      select 8300 + n, ${trackOf(1)}::int, ${NIGHT}::int, 1 from generate_series(1, 120) n`);
    // One release after another, as they happen (releases take turns).
    await app.db.execute(sql`insert into notifications (user_id, id_release_id, created_at)
      select ${hoarder.id}, id, now() - make_interval(secs => id_track_id - 8300)
      from id_releases where id_track_id > 8300`);
    const page = await notificationsOf(app, hoarder);
    expect(page.unread).toBe(120);
    expect(page.pagination).toEqual({ offset: 0, count: 10, total: 120 });
  });

  it('neither skips nor repeats notifications that share an instant', async () => {
    const { app } = testApp;
    const at = (instant: string) => sql`${instant}::timestamptz`;
    const insert = (trackId: number, instant: string) =>
      app.db.execute(sql`insert into notifications (user_id, id_release_id, created_at)
        select ${twin.id}, id, ${at(instant)} from id_releases where id_track_id = ${trackId}`);
    await insert(8301, '2025-01-01T00:00:00.000001Z');
    for (const trackId of [8302, 8303, 8304, 8305, 8306]) {
      await insert(trackId, '2025-01-01T00:00:00.123456Z');
    }
    await insert(8307, '2025-01-01T00:00:00.999999Z');
    for (const order_direction of ['asc', 'desc'] as const) {
      const pages = await allPages(twin, {
        limit: 3,
        ...(order_direction === 'asc' && { order_direction }),
      });
      const ids = pages.flat().map((notification) => notification.id);
      expect(new Set(ids).size).toBe(7);
      expect(ids).toHaveLength(7);
    }
    const [newest] = (await notificationsOf(app, twin, { limit: 1 })).data;
    expect(newest?.created_dt).toBe('2025-01-01T00:00:00.999999Z');
  });

  it('refuses a guest (401) and a bad query (422 naming the field)', async () => {
    const { app } = testApp;
    refused(await get(app, '/api/notifications'), 401);
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=abc', 'limit'],
      ['after=yesterday', 'after'],
      ['after=2025-01-01', 'after'],
      ['order_by=title', 'order_by'],
      ['order_direction=up', 'order_direction'],
    ];
    for (const [query, field] of cases) {
      const response = await get(app, `/api/notifications?${query}`, reader);
      expect(response.statusCode, query).toBe(422);
      const body = ValidationErrorBodySchema.parse(response.json());
      expect(Object.keys(body.errors.query ?? {}), query).toEqual([field]);
    }
  });
});

describe('PUT /api/notifications/{id}', () => {
  it('marks the caller’s own read once, keeping the first read_dt', async () => {
    const { app } = testApp;
    const [latest] = (await notificationsOf(app, reader)).data;
    if (!latest) throw new Error('the reader has notifications');
    const first = await put(app, `/api/notifications/${latest.id}`, reader);
    expect(first.statusCode, first.body).toBe(200);
    const read = NotificationSchema.parse(first.json());
    expect(read).toEqual({ ...latest, is_read: true, read_dt: read.read_dt });
    expect(read.read_dt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = NotificationSchema.parse(
      (await put(app, `/api/notifications/${latest.id}`, reader)).json(),
    );
    expect(again.read_dt).toBe(read.read_dt);
    const page = await notificationsOf(app, reader);
    expect(page.unread).toBe(COUNT - 1);
    expect(page.data[0]).toEqual(read);
  });

  it('refuses another user’s (403) and an unknown one (404), changing nothing', async () => {
    const { app } = testApp;
    const [theirs] = (await notificationsOf(app, hoarder)).data;
    if (!theirs) throw new Error('the hoarder has notifications');
    refused(await put(app, `/api/notifications/${theirs.id}`, reader), 403);
    expect((await notificationsOf(app, hoarder)).unread).toBe(120);
    refused(await put(app, '/api/notifications/999999', reader), 404);
    refused(await put(app, `/api/notifications/${theirs.id}`), 401);
    refused(await put(app, '/api/notifications/abc', reader), 422);
  });
});
