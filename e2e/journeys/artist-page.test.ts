import {
  getArtist,
  listArtists,
  successSchemaOf,
  urlOf,
  type Artist,
} from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, journeyBrowser, journeyViewports, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;
/** A seeded artist with sets and tracks: the page's richest shape the seed has. */
let artist: Artist;

/** The tabs spec.md section 2 lists, with the count each shows; 0 means not shown. */
const tabsOf = (shown: Artist) => [
  { id: 'sets', label: 'Sets', count: shown.set_count },
  { id: 'tracks', label: 'Tracks', count: shown.track_count },
  { id: 'remixes', label: 'Remixes', count: shown.remix_count },
  { id: 'ids', label: 'IDs', count: shown.id_count },
  { id: 'labels', label: 'Labels', count: shown.label_count },
];

beforeAll(async () => {
  account = newAccount('artist-digger');
  await registerAccount(serverUrl, account);
  const response = await fetch(urlOf(listArtists, { query: { limit: 20 } }, serverUrl));
  const { data } = successSchemaOf(listArtists).parse(await response.json());
  // Prefer an artist some of whose tabs are hidden, so the journey sees both kinds.
  const withSetsAndTracks = data.filter((a) => a.set_count > 0 && a.track_count > 0);
  const candidate =
    withSetsAndTracks.find((a) => tabsOf(a).some((tab) => tab.count === 0)) ?? withSetsAndTracks[0];
  expect(candidate).toBeDefined();
  const detail = await fetch(urlOf(getArtist, { params: { id: candidate!.id } }, serverUrl));
  artist = successSchemaOf(getArtist).parse(await detail.json());
});

/** Nothing on the page is wider than the viewport (acceptance 4). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of journeyViewports) {
  const isMobile = viewport === 'mobile 390';

  describe(`the artist page (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows the header and the tabs with their counts, and keeps the tab in the address', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/artists/${artist.id}`);

      await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect.poll(() => page.title()).toBe(`${artist.name} · Rabbithole`);
      await expect
        .poll(() => page.locator('meta[property="og:title"]').getAttribute('content'))
        .toBe(`${artist.name} · Rabbithole`);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        /^http/,
      );
      await page.getByRole('button', { name: /^Follow/ }).waitFor();

      const tablist = page.getByRole('tablist', { name: 'Artist sections' });
      const shown = tabsOf(artist).filter((tab) => tab.count > 0);
      await expect
        .poll(() => tablist.getByRole('tab').allTextContents())
        .toEqual(shown.map((tab) => `${tab.label}${tab.count}`));
      expect(await tablist.getByRole('tab').first().getAttribute('aria-selected')).toBe('true');

      const sets = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
      await expect.poll(() => sets.count()).toBe(Math.min(artist.set_count, 20));
      expect(await scrollsSideways(page)).toBe(false);

      await tablist.getByRole('tab', { name: /^Tracks/ }).click();
      await expect.poll(() => addressOf(page)).toBe(`/artists/${artist.id}?tab=tracks`);
      const tracks = page.getByRole(isMobile ? 'list' : 'table', { name: 'Tracks' });
      const rows = isMobile ? tracks.getByRole('listitem') : tracks.getByRole('row');
      await expect
        .poll(() => rows.count())
        .toBe(Math.min(artist.track_count, 20) + (isMobile ? 0 : 1));
      expect(await scrollsSideways(page)).toBe(false);

      // Away and Back: the tab that was open is open again.
      await tracks.locator('a[href^="/tracks/"]').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/tracks/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
      expect(
        await tablist.getByRole('tab', { name: /^Tracks/ }).getAttribute('aria-selected'),
      ).toBe('true');
    });

    it('opens the tab a shared link names, and says an artist it does not know is not found', async () => {
      const { page, journal } = current;
      await signIn(page, serverUrl, account);
      const last = tabsOf(artist)
        .filter((tab) => tab.count > 0)
        .at(-1)!;
      await page.goto(`${serverUrl}/artists/${artist.id}?tab=${last.id}`);
      await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
      const tab = page.getByRole('tab', { name: new RegExp(`^${last.label}`) });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');

      await page.goto(`${serverUrl}/artists/999999`);
      await page.getByRole('heading', { level: 1, name: 'Artist not found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Artist not found · Rabbithole');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await scrollsSideways(page)).toBe(false);
      // The 404 is the answer this test asked for; the browser reports it as a console error.
      expect(journal.httpErrors.splice(0)).toEqual(['404 /api/artists/999999']);
    });
  });
}
