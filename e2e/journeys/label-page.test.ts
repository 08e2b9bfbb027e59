import { getLabel, listLabels, successSchemaOf, urlOf, type Label } from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, journeyBrowser, journeyViewports, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;
/** A seeded record label with sets, tracks and artists. */
let label: Label;
/** A seeded curator that is not a record label (a promoter or a venue). */
let curator: Label;

const tabsOf = (shown: Label) => [
  { id: 'sets', label: 'Sets', count: shown.set_count },
  { id: 'tracks', label: 'Tracks', count: shown.track_count },
  { id: 'artists', label: 'Artists', count: shown.artist_count },
];

async function firstLabel(
  sponsorType: Label['sponsor_type'],
  fits: (candidate: Label) => boolean,
): Promise<Label> {
  const query = { sponsor_type: sponsorType, limit: 20 };
  const response = await fetch(urlOf(listLabels, { query }, serverUrl));
  const { data } = successSchemaOf(listLabels).parse(await response.json());
  const candidate = data.find(fits);
  expect(candidate).toBeDefined();
  const detail = await fetch(urlOf(getLabel, { params: { id: candidate!.id } }, serverUrl));
  return successSchemaOf(getLabel).parse(await detail.json());
}

beforeAll(async () => {
  account = newAccount('label-digger');
  await registerAccount(serverUrl, account);
  label = await firstLabel(
    'label_meta',
    (l) => l.set_count > 20 && l.track_count > 0 && l.artist_count > 0 && Boolean(l.bio),
  );
  curator = await firstLabel('other', () => true);
});

/** Nothing on the page is wider than the viewport (acceptance 4). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of journeyViewports) {
  describe(`the label page (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows a record label with its Bio, its tabs and counts, Load More, and the tab in the address', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/labels/${label.id}`);

      await page.getByRole('heading', { level: 1, name: label.name }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect.poll(() => page.title()).toBe(`${label.name} · Rabbithole`);
      await expect
        .poll(() => page.locator('meta[property="og:title"]').getAttribute('content'))
        .toBe(`${label.name} · Rabbithole`);
      await page.getByRole('button', { name: /^Follow/ }).waitFor();
      await page.getByRole('button', { name: 'Bio' }).click();
      await page.getByText(label.bio!.slice(0, 40)).waitFor();
      expect(
        await page.getByRole('button', { name: 'Curator profiles coming soon!' }).count(),
      ).toBe(0);

      const tablist = page.getByRole('tablist', { name: 'Label sections' });
      await expect
        .poll(() => tablist.getByRole('tab').allTextContents())
        .toEqual(tabsOf(label).map((tab) => `${tab.label}${tab.count}`));

      const sets = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
      await expect.poll(() => sets.count()).toBe(20);
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => sets.count()).toBe(Math.min(label.set_count, 40));
      expect(await scrollsSideways(page)).toBe(false);

      await tablist.getByRole('tab', { name: /^Artists/ }).click();
      await expect.poll(() => addressOf(page)).toBe(`/labels/${label.id}?tab=artists`);
      const artists = page.getByRole('list', { name: 'Artists' }).getByRole('listitem');
      await expect.poll(() => artists.count()).toBe(Math.min(label.artist_count, 20));
      expect(await scrollsSideways(page)).toBe(false);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: label.name }).waitFor();
      await expect
        .poll(() => tablist.getByRole('tab', { name: /^Artists/ }).getAttribute('aria-selected'))
        .toBe('true');
    });

    it('gives a curator the curator panel instead of a Bio, and says a label it does not know is not found', async () => {
      const { page, journal } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/labels/${curator.id}`);
      await page.getByRole('heading', { level: 1, name: curator.name }).waitFor();
      await page.getByRole('button', { name: 'Curator profiles coming soon!' }).waitFor();
      expect(await page.getByRole('button', { name: 'Bio' }).count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto(`${serverUrl}/labels/999999`);
      await page.getByRole('heading', { level: 1, name: 'Label not found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Label not found · Rabbithole');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      // The 404 is the answer this test asked for; the browser reports it as a console error.
      expect(journal.httpErrors.splice(0)).toEqual(['404 /api/labels/999999']);
    });
  });
}
