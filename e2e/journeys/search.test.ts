import { listArtists, successSchemaOf, urlOf } from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addressOf,
  expectAddress,
  journeyBrowser,
  journeyViewports,
  signIn,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;

/** Matches in every kind of the demo catalog, with more than a page of artists. */
const term = 'ar';
/** Matches nothing, even with the server's forgiveness of typos. */
const nonsense = 'zzqxv';
let firstArtist: { id: number; name: string };

beforeAll(async () => {
  account = newAccount('searcher');
  await registerAccount(serverUrl, account);
  const response = await fetch(
    urlOf(
      listArtists,
      { query: { order_by: 'artist_meta.name', order_direction: 'asc', search: term } },
      serverUrl,
    ),
  );
  const page = successSchemaOf(listArtists).parse(await response.json());
  // The journey pages on once, so the section must hold more than one page.
  expect(page.pagination.total).toBeGreaterThan(20);
  firstArtist = page.data[0]!;
});

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The cards' own links in a section, not their genre links (`…?genre=`). */
const sectionLinks = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .getByRole('list', { name })
    .getByRole('link')
    .and(page.locator(':not([href*="?genre="])'));

/** The four sections' answers for `search`, once each has come. */
const searchAnswers = (page: Page, search: string) =>
  Promise.all(
    ['artists', 'labels', 'tracks', 'sets'].map((kind) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === `/api/${kind}` && url.searchParams.get('search') === search;
      }),
    ),
  );

for (const viewport of journeyViewports) {
  describe(`search (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows the four sections, pages one on, and keeps the text in the address', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      if (viewport === 'desktop 1440') {
        // The top bar's box leads here.
        await page.goto(`${serverUrl}/home`);
        await page.getByRole('searchbox', { name: 'Search' }).fill(term);
        await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
        await expectAddress(page, `/search?s=${term}`);
      } else {
        await page.goto(`${serverUrl}/search?s=${term}`);
      }
      await expect.poll(() => page.title()).toBe('Search · Rabbithole');
      await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
      expect(await field.inputValue()).toBe(term);

      for (const name of ['Artists', 'Labels', 'Tracks', 'Sets']) {
        await page.getByRole('heading', { level: 2, name }).waitFor();
      }
      const artists = sectionLinks(page, 'Artists');
      await expect.poll(() => artists.count()).toBe(20);
      expect(await artists.first().textContent()).toBe(firstArtist.name);
      expect(await scrollsSideways(page)).toBe(false);

      await page
        .getByRole('region', { name: 'Artists' })
        .getByRole('button', { name: 'Load More' })
        .click();
      await expect.poll(() => artists.count()).toBeGreaterThan(20);
      const hrefs = await artists.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // Leaving for a result and coming Back restores the search.
      await artists.first().click();
      await expectAddress(page, `/artists/${firstArtist.id}`);
      await page.goBack();
      await expectAddress(page, `/search?s=${term}`);
      expect(await field.inputValue()).toBe(term);
      await expect.poll(() => artists.count()).toBeGreaterThanOrEqual(20);
    });

    it('says "Not found" when nothing matches, and clears', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/search?s=${term}`);
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
      await sectionLinks(page, 'Sets').first().waitFor();

      await field.fill('');
      // The address follows the text once typing has paused (500 ms), and the field keeps what
      // was typed meanwhile, a space at its end included.
      await field.pressSequentially(`${nonsense} `);
      await expectAddress(page, `/search?s=${nonsense}+`);
      // The last answer shown stays until the new text's four answers have rendered (lists take
      // a new query in a background render), so the page is judged once they have come.
      const finalAnswers = searchAnswers(page, `${nonsense} qq`);
      await field.pressSequentially('qq');
      await expectAddress(page, `/search?s=${nonsense}+qq`);
      expect(await field.inputValue()).toBe(`${nonsense} qq`);
      await finalAnswers;
      await page.getByRole('status').filter({ hasText: 'Not found' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBe(0);

      await page.getByRole('main').getByRole('button', { name: 'Clear search' }).click();
      await expectAddress(page, '/search');
      expect(await field.inputValue()).toBe('');
      expect(await page.getByText('Not found').count()).toBe(0);
      expect(addressOf(page)).toBe('/search');
    });
  });
}
