import {
  listArtists,
  listLabels,
  listTracks,
  successSchemaOf,
  urlOf,
  type QueryInputOf,
} from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, expectAddress, journeyBrowser, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.json();
}

/** Pages of the real API's lists, held to the contract's answer schemas. */
const apiArtists = async (query: QueryInputOf<typeof listArtists>) =>
  successSchemaOf(listArtists).parse(await getJson(urlOf(listArtists, { query }, serverUrl)));
const apiLabels = async (query: QueryInputOf<typeof listLabels>) =>
  successSchemaOf(listLabels).parse(await getJson(urlOf(listLabels, { query }, serverUrl)));
const apiTracks = async (query: QueryInputOf<typeof listTracks>) =>
  successSchemaOf(listTracks).parse(await getJson(urlOf(listTracks, { query }, serverUrl)));

const rowNames = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('rowheader').allTextContents();

/** Nothing on the page is wider than the window: no sideways scrolling at 390 px. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

let account: TestAccount;
beforeAll(async () => {
  account = newAccount('crate');
  await registerAccount(serverUrl, account);
});

const journeys = journeyBrowser();

describe('Discover lists at 1440 px', () => {
  const current = journeys.perTest('desktop 1440');

  it('Artists: sort by a column both ways, filter by genre, Back, Clear, Load More, expand a row', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    const [first, byFewestSets, techno] = await Promise.all([
      apiArtists({}),
      apiArtists({ order_by: 'set_count', order_direction: 'asc' }),
      apiArtists({ genre: 'Techno' }),
    ]);

    await page.goto(`${serverUrl}/artists`);
    await page.getByRole('heading', { level: 1, name: 'Discover Artists' }).waitFor();
    await expect(page.title()).resolves.toBe('Discover Artists · Rabbithole');
    await page.getByText('Musical talent from around the world').waitFor();
    await expect.poll(() => rowNames(page, 'Artists')).toEqual(first.data.map((a) => a.name));

    // The header is sorted most sets first; the same column flips, by keyboard too.
    const setsHeader = page.getByRole('columnheader', { name: 'Sets' });
    await expect(setsHeader.getAttribute('aria-sort')).resolves.toBe('descending');
    await page.getByRole('button', { name: 'Sets', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectAddress(page, '/artists?order_by=set_count&order_direction=asc');
    await expect
      .poll(() => rowNames(page, 'Artists'))
      .toEqual(byFewestSets.data.map((a) => a.name));
    await page.getByRole('button', { name: 'Sets', exact: true }).click();
    await expectAddress(page, '/artists');
    await expect.poll(() => rowNames(page, 'Artists')).toEqual(first.data.map((a) => a.name));

    // Filter → Techno → Save changes: the chip says what is shown, Back undoes it.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Techno', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectAddress(page, '/artists?genre=Techno');
    await page.getByRole('button', { name: 'Techno, clear filter' }).waitFor();
    await expect.poll(() => rowNames(page, 'Artists')).toEqual(techno.data.map((a) => a.name));
    await page.goBack();
    await expectAddress(page, '/artists');
    await expect(page.getByRole('button', { name: 'Techno, clear filter' }).count()).resolves.toBe(
      0,
    );
    await page.goForward();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expectAddress(page, '/artists');

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect
      .poll(async () => (await rowNames(page, 'Artists')).length)
      .toBe(Math.min(40, first.pagination.total));

    const name = first.data[0]!.name;
    await page.getByRole('button', { name: `Latest sets of ${name}` }).click();
    const latest = page.getByRole('list', { name: `Latest sets of ${name}` });
    await expect.poll(() => latest.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(latest.getByRole('listitem').count()).resolves.toBeLessThanOrEqual(4);
    await page.getByRole('link', { name: 'View more' }).click();
    await page.waitForURL(/\/artists\/\d+$/);
    await page.goBack();
    await expectAddress(page, '/artists');
  });

  it('Labels and Tracks: a shared link restores genre and order; a header sorts A to Z and back', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    const [labelsAToZ, labelsZToA, houseTracks, houseByTitle] = await Promise.all([
      apiLabels({ order_by: 'name', order_direction: 'asc' }),
      apiLabels({ order_by: 'name', order_direction: 'desc' }),
      apiTracks({ genre: 'House' }),
      apiTracks({ genre: 'House', order_by: 'title', order_direction: 'asc' }),
    ]);

    await page.goto(`${serverUrl}/labels?order_by=name&order_direction=asc`);
    await page.getByRole('heading', { level: 1, name: 'Discover Labels' }).waitFor();
    await expect(page.title()).resolves.toBe('Discover Labels · Rabbithole');
    await page.getByText('Only independent labels & producers').waitFor();
    await expect.poll(() => rowNames(page, 'Labels')).toEqual(labelsAToZ.data.map((l) => l.name));
    await page.getByRole('button', { name: 'Label', exact: true }).click();
    await expectAddress(page, '/labels?order_by=name&order_direction=desc');
    await expect.poll(() => rowNames(page, 'Labels')).toEqual(labelsZToA.data.map((l) => l.name));

    await page.goto(`${serverUrl}/tracks?genre=House`);
    await page.getByRole('heading', { level: 1, name: 'Discover Tracks' }).waitFor();
    await page.getByText('Crate dig through new & old cuts').waitFor();
    await page.getByRole('button', { name: 'House, clear filter' }).waitFor();
    const titles = () =>
      page
        .getByRole('table', { name: 'Tracks' })
        .getByRole('rowheader')
        .evaluateAll((cells) => cells.map((cell) => cell.querySelector('a')?.textContent));
    await expect.poll(titles).toEqual(houseTracks.data.map((t) => t.title));
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await expectAddress(page, '/tracks?genre=House&order_by=title&order_direction=asc');
    await expect.poll(titles).toEqual(houseByTitle.data.map((t) => t.title));
    if (houseTracks.pagination.total > 20) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect
        .poll(async () => (await titles()).length)
        .toBe(Math.min(40, houseTracks.pagination.total));
    }
    await page.getByRole('button', { name: 'House, clear filter' }).click();
    await expectAddress(page, '/tracks');

    // The compact header leaves room for two whole rows of set cards at 1440 × 900.
    await page.goto(`${serverUrl}/sets`);
    const cards = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect()),
    );
    const secondRow = tops.find((rect) => rect.top > tops[0]!.bottom - 1)!;
    expect(secondRow.bottom).toBeLessThanOrEqual(900);
  });
});

describe('Discover lists at 390 px', () => {
  const current = journeys.perTest('mobile 390');

  it('Artists as cards: Filter & Sort with Sort by, Save changes, Clear; no sideways scroll', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    const [first, aToZ] = await Promise.all([
      apiArtists({}),
      apiArtists({ genre: 'House', order_by: 'name', order_direction: 'asc' }),
    ]);
    await page.goto(`${serverUrl}/artists`);
    const cards = page.getByRole('list', { name: 'Artists' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    const cardNames = () =>
      cards.evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent));
    await expect.poll(cardNames).toEqual(first.data.map((a) => a.name));
    // The first card is whole above the fold, under the compact header.
    const box = await cards.first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('House', { exact: true }).click();
    await dialog.getByText('Artist (ascending)', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectAddress(page, '/artists?genre=House&order_by=name&order_direction=asc');
    await expect.poll(cardNames).toEqual(aToZ.data.map((a) => a.name));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expectAddress(page, '/artists');
    await expect.poll(cardNames).toEqual(first.data.map((a) => a.name));
    expect(addressOf(page)).toBe('/artists');
  });

  it('Labels, Tracks and Sets fit 390 px, with a whole first card above the fold', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    for (const [path, name] of [
      ['/labels', 'Labels'],
      ['/tracks', 'Tracks'],
      ['/sets', 'Sets'],
    ] as const) {
      await page.goto(`${serverUrl}${path}`);
      const cards = page.getByRole('list', { name }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      const box = await cards.first().boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(await scrollsSideways(page)).toBe(false);
    }
  });
});
