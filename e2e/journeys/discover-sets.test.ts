import {
  listSets,
  successSchemaOf,
  urlOf,
  type QueryInputOf,
  type SetsPage,
} from '@rabbithole/api-contract';
import { collectPageErrors, launchBrowser, newContext } from '@rabbithole/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../support/journey.ts';
import { newAccount, registerAccount } from '../support/users.ts';
import { pages } from './pages.ts';

const serverUrl = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  // Every page but the public ones needs a signed-in user (spec.md section 6).
  const account = newAccount('digger');
  await registerAccount(serverUrl, account);
  await signIn(page, serverUrl, account);
});

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A page of the real API's sets list, held to the contract's answer schema. */
async function apiSets(query: QueryInputOf<typeof listSets>): Promise<SetsPage> {
  const response = await fetch(urlOf(listSets, { query }, serverUrl));
  expect(response.status).toBe(200);
  return successSchemaOf(listSets).parse(await response.json());
}

describe('Discover Sets', () => {
  it('lists the seeded sets, newest first, and Load More appends the next page', async () => {
    const [first, second] = await Promise.all([apiSets({ offset: 0 }), apiSets({ offset: 20 })]);
    expect(first.pagination.total).toBeGreaterThanOrEqual(60);

    await page.goto(`${serverUrl}${pages.sets}`);
    await expect(page.title()).resolves.toContain('Discover Sets');
    await page.getByRole('heading', { level: 1, name: 'Discover Sets' }).waitFor();
    await page.getByText('Dive down the rabbit hole with musical journeys').waitFor();

    const cards = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    const firstName = first.data[0]!.set_name;
    await expect(cards.first().getByRole('link').first().textContent()).resolves.toContain(
      firstName,
    );

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBe(40);
    const secondPageName = second.data[0]!.set_name;
    await expect(cards.nth(20).getByRole('link').first().textContent()).resolves.toContain(
      secondPageName,
    );
  });

  it('takes the genre filter from the address', async () => {
    const genre = 'Techno';
    const expected = await apiSets({ genre });
    expect(expected.pagination.total).toBeGreaterThan(0);

    await page.goto(`${serverUrl}${pages.sets}?genre=${encodeURIComponent(genre)}`);
    const cards = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(Math.min(20, expected.pagination.total));
    await expect(cards.first().getByRole('link').first().textContent()).resolves.toContain(
      expected.data[0]!.set_name,
    );
  });

  it('opens a set from its card without reloading the app, and Back returns to the list', async () => {
    const [newest] = (await apiSets({ offset: 0 })).data;
    await page.goto(`${serverUrl}${pages.sets}`);
    const firstCard = page.getByRole('list', { name: 'Sets' }).getByRole('listitem').first();
    await firstCard.waitFor();
    await page.evaluate(() => {
      (window as unknown as { journeyMarker: string }).journeyMarker = 'still the same document';
    });

    await firstCard.getByRole('link', { name: newest!.set_name }).click();
    await page.waitForURL(pages.set);
    // The set page's h1 is the set's name.
    await page.getByRole('heading', { level: 1, name: newest!.set_name }).waitFor();
    const marker = await page.evaluate(
      () => (window as unknown as { journeyMarker?: string }).journeyMarker,
    );
    expect(marker).toBe('still the same document');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Discover Sets' }).waitFor();
  });

  it('moves focus to the new page heading after a client-side navigation, not on first load', async () => {
    const focusedHeading = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.tagName === 'H1' ? focused.textContent : null;
      });
    const [newest] = (await apiSets({ offset: 0 })).data;
    await page.goto(`${serverUrl}${pages.sets}`);
    const firstCard = page.getByRole('list', { name: 'Sets' }).getByRole('listitem').first();
    await firstCard.waitFor();
    expect(await focusedHeading()).toBeNull();

    // By keyboard, as a screen-reader user would: focus the card's link and press Enter.
    await firstCard.getByRole('link', { name: newest!.set_name }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(pages.set);
    await expect.poll(focusedHeading).toBe(newest!.set_name);

    await page.goBack();
    await expect.poll(focusedHeading).toBe('Discover Sets');
  });
});
