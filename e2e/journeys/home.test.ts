import {
  listFeaturedArtists,
  listFeaturedLabels,
  listFeaturedSets,
  listTracks,
  successSchemaOf,
  urlOf,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  journeyBrowser,
  journeyViewports,
  logIn,
  newJourneyContext,
  signIn,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;

/** The first item of each home list, as the API answers a guest. */
const firsts: Record<string, { name: string; href: string }> = {};

async function firstOf(
  endpoint: EndpointDescription & { method: 'GET' },
  query: Record<string, unknown>,
) {
  const response = await fetch(urlOf(endpoint, { query } as never, serverUrl));
  expect(response.status).toBe(200);
  const { data } = successSchemaOf(endpoint).parse(await response.json()) as {
    data: { id: number; name?: string; set_name?: string; title?: string }[];
  };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

beforeAll(async () => {
  account = newAccount('home-digger');
  await registerAccount(serverUrl, account);
  const set = await firstOf(listFeaturedSets, {});
  firsts['Featured Sets'] = { name: set.set_name!, href: `/sets/${set.id}` };
  const track = await firstOf(listTracks, {});
  firsts['Newest Tracks'] = { name: track.title!, href: `/tracks/${track.id}` };
  const artist = await firstOf(listFeaturedArtists, {});
  firsts['Featured Artists'] = { name: artist.name!, href: `/artists/${artist.id}` };
  const label = await firstOf(listFeaturedLabels, {});
  firsts['Featured Labels'] = { name: label.name!, href: `/labels/${label.id}` };
});

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of journeyViewports) {
  describe(`the home page (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows the hero and the four lists, each opening its item', async () => {
      const { page } = current;
      await logIn(page, serverUrl, account);
      await expect.poll(() => page.title()).toBe('Home · Rabbithole');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      for (const [title, first] of Object.entries(firsts)) {
        await page.getByRole('heading', { level: 2, name: title }).waitFor();
        const list = page.getByRole('list', { name: title });
        const link = list.getByRole('link').first();
        // A track's card adds its mix name to the title.
        await expect.poll(() => link.textContent()).toContain(first.name);
        expect(await link.getAttribute('href')).toBe(first.href);
      }
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole('list', { name: 'Featured Sets' }).getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === firsts['Featured Sets']!.href);
      await page.getByRole('heading', { level: 1, name: firsts['Featured Sets']!.name }).waitFor();
    });

    it("starts the lists' reads without waiting for the page's code", async () => {
      // A context of its own without the service worker, whose cache would answer the chunk
      // before the route below could hold it.
      const context = await newJourneyContext(browser.browser(), viewport, {
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        await signIn(page, serverUrl, account);
        const reads = new Set<string>();
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/featured/')) reads.add(pathname);
        });
        // The page's code (the signed-in pages' chunk, apps/web/src/signedIn.ts) is held until
        // the reads have gone out: were they started by the page's own code, none would, and
        // the chunk would be let through empty-handed.
        let readsWhileHeld: string[] = [];
        await context.route(/\/signedIn-[^/]+\.js$/, async (route) => {
          const deadline = Date.now() + 5_000;
          while (reads.size < 3 && Date.now() < deadline) await page.waitForTimeout(25);
          readsWhileHeld = [...reads].sort();
          await route.continue();
        });
        await page.goto(`${serverUrl}/home`);
        await page
          .getByRole('list', { name: 'Featured Labels' })
          .getByRole('link')
          .first()
          .waitFor();
        expect(readsWhileHeld).toEqual([
          '/api/featured/artists',
          '/api/featured/labels',
          '/api/featured/sets',
        ]);
      } finally {
        await context.close();
      }
    });
  });
}
