import type { NotificationsPage } from '@rabbithole/api-contract';
import {
  GOOGLE_USER,
  PASSWORD_USER,
  SIGNED_IN_SESSION,
  mockDb,
  mockServer,
  resetMockStore,
  seedNotifications,
} from '@rabbithole/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, setDefaultApiClient } from '../api/index.ts';
import { fetchNotificationsPage, notificationsKeyOf, type NotificationsKey } from './api.ts';
import { notificationItem } from './notificationItem.ts';
import { summarize } from './pages.ts';

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  setDefaultApiClient(
    createApiClient({
      baseUrl: 'http://localhost',
      getAccessToken: () => SIGNED_IN_SESSION.access_token,
    }),
  );
});
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => {
  mockServer.close();
  setDefaultApiClient(createApiClient());
});

const ME = PASSWORD_USER.id;

/** Pages as useSWRInfinite reads them: each key from the page before, until `count` or no key. */
async function readPages(count: number) {
  const getKey = notificationsKeyOf(ME);
  const pages: NotificationsPage[] = [];
  const keys: (NotificationsKey | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = getKey(index, pages.at(-1) ?? null);
    keys.push(key);
    if (key === null) break;
    pages.push(await fetchNotificationsPage(key));
  }
  return { pages, keys };
}

describe('the notifications list', () => {
  it('pages 25 by the after cursor: 10, 10 and 5, none repeated or missed, then no more', async () => {
    const seeded = seedNotifications(ME, 25, { unread: 4 });
    const twoPages = summarize((await readPages(2)).pages);
    expect(twoPages.items).toHaveLength(20);
    expect(twoPages.hasMore).toBe(true);

    const { pages, keys } = await readPages(4);
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 5, 0]);
    const summary = summarize(pages.slice(0, 3));
    expect(summary.items.map((item) => item.id)).toEqual(seeded.map((row) => row.id));
    expect(summary).toMatchObject({ unread: 4, hasMore: false });
    // Each further page starts after the last item of the one before it, as spec.md section 7 says.
    expect(keys[1]?.[2]).toBe(pages[0]!.data.at(-1)!.created_dt);
    expect(new URL(keys[1]![0], 'http://localhost').searchParams.get('after')).toBe(
      seeded[9]!.created_dt,
    );
    expect(notificationsKeyOf(ME)(4, pages[3]!)).toBeNull();
  });

  it('asks as spec.md section 7 says: newest first, an empty search, 10 a page', () => {
    const [url] = notificationsKeyOf(ME)(0, null)!;
    expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({
      order_by: 'notification.created_dt',
      order_direction: 'desc',
      search: '',
      limit: '10',
    });
  });

  it('is keyed by the user, and has no key for a guest', () => {
    expect(notificationsKeyOf(ME)(0, null)?.[1]).toBe(ME);
    expect(notificationsKeyOf(GOOGLE_USER.id)(0, null)?.[1]).toBe(GOOGLE_USER.id);
    expect(notificationsKeyOf(null)(0, null)).toBeNull();
  });

  it('leaves out notifications whose track is gone, still counting them as loaded', async () => {
    const [newest, middle, oldest] = seedNotifications(ME, 3, { unread: 3 });
    for (const row of [newest!, oldest!]) {
      mockDb.notifications.update(row.id, {
        release: { ...row.release, track_meta: { ...row.release.track_meta, id: null } },
      });
    }
    const { pages } = await readPages(1);
    const summary = summarize(pages);
    expect(summary.items.map((item) => item.id)).toEqual([middle!.id]);
    expect(summary).toMatchObject({ unread: 3, hasMore: false });
    expect(notificationItem(pages[0]!.data[0]!)).toBeNull();
  });
});

describe('notificationItem', () => {
  it('shows the released track, the set it was heard in and when, linking to the track', async () => {
    const now = Date.parse('2025-06-20T12:00:00Z');
    const [newest, older] = seedNotifications(ME, 2, { unread: 1, now });
    expect(notificationItem(newest!, now)).toEqual({
      id: newest!.id,
      title: newest!.release.track_meta.title,
      artist: newest!.release.track_meta.artist,
      artUrl: newest!.release.track_meta.art_url_xl,
      setName: newest!.release.set_meta.set_name,
      timeAgo: '5 minutes ago',
      href: `/tracks/${String(newest!.release.track_meta.id)}`,
      isUnread: true,
    });
    expect(notificationItem(older!, now)).toMatchObject({
      timeAgo: '3 hours ago',
      isUnread: false,
    });
  });

  it('counts as read once either is_read or read_dt says so (spec.md section 4)', () => {
    const [row] = seedNotifications(ME, 1, { unread: 1 });
    const readAt = { ...row!, read_dt: '2025-06-20T12:00:00.000000+00:00' };
    expect(notificationItem(readAt)?.isUnread).toBe(false);
    expect(notificationItem({ ...row!, is_read: true })?.isUnread).toBe(false);
    expect(notificationItem(row!)?.isUnread).toBe(true);
  });
});
