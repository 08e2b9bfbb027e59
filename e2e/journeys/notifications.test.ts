import {
  getSet,
  listNotifications,
  listSets,
  listTracks,
  successSchemaOf,
  urlOf,
  type SetDetail,
  type SetTrack,
  type Track,
} from '@rabbithole/api-contract';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_ADMIN_USERNAME } from '../support/environment.ts';
import {
  collectJourneyErrors,
  journeyBrowser,
  newJourneyContext,
  signIn,
  tokensOf,
  type JourneyErrors,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

// Issue 11, acceptance 1: listener A watches an ID, an operator releases it from the admin page,
// and A's bell rises within 2 s without a reload; opening the notification marks it read and
// opens the released track. Listener B, who did not watch, is told nothing.

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();

let watcher: TestAccount;
let bystander: TestAccount;
let operator: TestAccount;
/** The oldest set: the other journeys play and watch the newest, so its ID is this one's. */
let oldestSet: SetDetail;
let id: SetTrack;
let released: Track;

async function read<Data>(url: string, parse: (body: unknown) => Data, bearer?: string) {
  const answer = await fetch(url, bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {});
  expect(answer.status).toBe(200);
  return parse(await answer.json());
}

beforeAll(async () => {
  watcher = newAccount('watcher');
  bystander = newAccount('bystander');
  operator = { ...newAccount('operator'), username: E2E_ADMIN_USERNAME };
  await Promise.all([watcher, bystander, operator].map((a) => registerAccount(serverUrl, a)));
  const oldest = await read(
    urlOf(
      listSets,
      { query: { order_by: 'release_date', order_direction: 'asc', limit: 1 } },
      serverUrl,
    ),
    (body) => successSchemaOf(listSets).parse(body),
  );
  oldestSet = await read(urlOf(getSet, { params: { id: oldest.data[0]!.id } }, serverUrl), (body) =>
    successSchemaOf(getSet).parse(body),
  );
  const found = oldestSet.set_tracks.find((entry) => entry.track_meta.mix_type === 'ID');
  expect(found, 'the oldest demo set holds an ID').toBeDefined();
  id = found!;
  const newest = await read(urlOf(listTracks, { query: { limit: 20 } }, serverUrl), (body) =>
    successSchemaOf(listTracks).parse(body),
  );
  released = newest.data.find((track) => track.mix_type === 'original_mix')!;
  expect(released, 'the demo catalog has released original mixes').toBeDefined();
});

/** A second listener's tab beside the test's own, with its own error journal. */
async function otherTab(): Promise<{
  context: BrowserContext;
  page: Page;
  journal: JourneyErrors;
}> {
  const context = await newJourneyContext(browser.browser(), 'desktop 1440');
  const page = await context.newPage();
  return { context, page, journal: collectJourneyErrors(page) };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('an ID released, live (desktop 1440)', () => {
  const current = browser.perTest('desktop 1440');

  it('rings the watcher’s bell within 2 s, opens the released track, and tells nobody else', async () => {
    const { page } = current;
    // A watches the ID from its page.
    await signIn(page, serverUrl, watcher);
    await page.goto(`${serverUrl}/tracks/${id.track_meta.id}`);
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await page.getByText('Started watching ID', { exact: true }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');

    const bystanderTab = await otherTab();
    const operatorTab = await otherTab();
    try {
      await signIn(bystanderTab.page, serverUrl, bystander);
      await bystanderTab.page.goto(`${serverUrl}/home`);
      await bell(bystanderTab.page).waitFor();

      // The operator finds the admin page in the account menu and releases the ID.
      const admin = operatorTab.page;
      await signIn(admin, serverUrl, operator);
      await admin.goto(`${serverUrl}/home`);
      await admin.getByRole('button', { name: `Account: ${operator.username}` }).click();
      await admin.getByRole('menuitem', { name: 'Release IDs' }).click();
      await admin.getByRole('heading', { name: 'Release an ID', level: 1 }).waitFor();
      await admin.getByRole('searchbox', { name: 'Search IDs' }).fill(oldestSet.set_name);
      await admin
        .getByRole('listbox', { name: 'IDs' })
        .getByRole('option', { name: new RegExp(`Track ${id.track_meta.id}$`) })
        .click();
      await admin.getByRole('searchbox', { name: 'Search released tracks' }).fill(released.title);
      await admin
        .getByRole('listbox', { name: 'Released tracks' })
        .getByRole('option', { name: new RegExp(`^${released.artist} – ${released.title}`) })
        .first()
        .click();
      await admin.getByRole('button', { name: 'Release ID' }).click();
      await admin.getByText('Released. 1 listener notified.', { exact: true }).waitFor();
      const releasedAt = Date.now();

      // A's bell rises without a reload, within 2 s of the release.
      await expect
        .poll(() => bell(page).getAttribute('aria-label'), { timeout: 2_000, interval: 50 })
        .toBe('Notifications, 1 unread');
      expect(Date.now() - releasedAt).toBeLessThan(2_000);

      // Opening it marks it read and goes to the released track.
      await bell(page).click();
      await page.getByRole('menuitem', { name: new RegExp(`^Unread: ${released.title}`) }).click();
      await page.waitForURL(`${serverUrl}/tracks/${released.id}`);
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
      const { access_token } = await tokensOf(serverUrl, watcher);
      const mine = await read(
        urlOf(listNotifications, { query: {} }, serverUrl),
        (body) => successSchemaOf(listNotifications).parse(body),
        access_token,
      );
      expect(mine.unread).toBe(0);
      expect(mine.data.map((n) => [n.release.track_meta.id, n.is_read])).toEqual([
        [released.id, true],
      ]);

      // B did not watch: no badge, and an empty menu.
      await bell(bystanderTab.page).click();
      await bystanderTab.page.getByText('No new notifications', { exact: true }).waitFor();
      expect(await bell(bystanderTab.page).getAttribute('aria-label')).toBe('Notifications');

      // The set's track list keeps the ID's place, now the released track.
      const after = await read(urlOf(getSet, { params: { id: oldestSet.id } }, serverUrl), (body) =>
        successSchemaOf(getSet).parse(body),
      );
      const place = after.set_tracks.find((entry) => entry.track_position === id.track_position);
      expect(place?.track_meta.id).toBe(released.id);
      for (const tab of [bystanderTab, operatorTab]) {
        expect(tab.journal.errors).toEqual([]);
        expect(tab.journal.httpErrors).toEqual([]);
      }
    } finally {
      await bystanderTab.context.close();
      await operatorTab.context.close();
    }
  });
});
