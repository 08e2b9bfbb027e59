import {
  getSet,
  listArtists,
  listSets,
  successSchemaOf,
  toggleArtistFollow,
  urlOf,
  type SetDetail,
} from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBrowser, journeyViewports, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

// Issue 9, acceptance 2: what a signed-in listener does to the catalog besides playing it, on the
// real server: follow, favourite, watch, buy, share; each change read back after a reload.

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;
/** A seeded set with a track list that holds a released track and an ID. */
let set: SetDetail;
let artistId: number;

async function read<Data>(response: Promise<Response>, parse: (body: unknown) => Data) {
  const answer = await response;
  expect(answer.status).toBe(200);
  return parse(await answer.json());
}

beforeAll(async () => {
  account = newAccount('digger');
  await registerAccount(serverUrl, account);
  const sets = await read(fetch(urlOf(listSets, { query: { limit: 20 } }, serverUrl)), (body) =>
    successSchemaOf(listSets).parse(body),
  );
  for (const summary of sets.data) {
    const detail = await read(
      fetch(urlOf(getSet, { params: { id: summary.id } }, serverUrl)),
      (body) => successSchemaOf(getSet).parse(body),
    );
    const kinds = new Set(detail.set_tracks.map((entry) => entry.track_meta.mix_type));
    if (kinds.has('ID') && kinds.has('original_mix')) {
      set = detail;
      break;
    }
  }
  expect(set, 'the demo seed has a set with an ID and a released track').toBeDefined();
  const artists = await read(fetch(urlOf(listArtists, { query: {} }, serverUrl)), (body) =>
    successSchemaOf(listArtists).parse(body),
  );
  artistId = artists.data[0]!.id;
});

const releasedTrack = () => set.set_tracks.find((entry) => entry.track_meta.mix_type !== 'ID')!;
const idTrack = () => set.set_tracks.find((entry) => entry.track_meta.mix_type === 'ID')!;

/** The snackbar saying `text` (spec.md section 8) shows. */
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

const pressed = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).getAttribute('aria-pressed');

for (const viewport of journeyViewports) {
  describe(`engagement (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('follows an artist and still shows Following after a reload', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/artists/${artistId}`);
      const follow = page.getByRole('button', { name: /^Follow(ing)?$/ });
      if ((await follow.textContent())?.includes('Following')) await follow.click();
      // The button says Following at once; the reload waits for the server's answer, the way
      // the other toggles' journeys wait for their snackbar.
      const followUrl = urlOf(toggleArtistFollow, { params: { id: artistId } }, serverUrl);
      const stored = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url() === followUrl,
      );
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
      expect((await stored).status()).toBe(200);
      await page.reload();
      await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
      expect(await pressed(page, 'Following')).toBe('true');
      // Leave it as found, for the other viewport's run.
      await page.getByRole('button', { name: 'Following', exact: true }).click();
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    });

    it('favourites a track and takes it back, with a snackbar each way', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/tracks/${releasedTrack().track_meta.id}`);
      const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
      await favourite.waitFor();
      expect(await favourite.getAttribute('aria-pressed')).toBe('false');
      await favourite.click();
      await snackbar(page, 'Track added to favorites!');
      await page.reload();
      await expect.poll(() => pressed(page, 'Favourite')).toBe('true');
      await page.getByRole('button', { name: 'Favourite', exact: true }).click();
      await snackbar(page, 'Track removed from favorites!');
      await expect.poll(() => pressed(page, 'Favourite')).toBe('false');
    });
  });
}

describe('engagement on the profile and the store (desktop 1440)', () => {
  const current = browser.perTest('desktop 1440');

  it('favourites a set and finds it under Liked Sets on /profile', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    await page.goto(`${serverUrl}/sets/${set.id}`);
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await snackbar(page, 'Set added to favorites!');
    await page.goto(`${serverUrl}/profile`);
    await page.getByRole('tab', { name: /^Liked Sets/ }).click();
    await page.getByRole('link', { name: set.set_name }).first().waitFor();
  });

  it('watches an ID and finds it under Watched IDs on /profile', async () => {
    const { page } = current;
    await signIn(page, serverUrl, account);
    const id = idTrack().track_meta;
    await page.goto(`${serverUrl}/tracks/${id.id}`);
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await snackbar(page, 'Started watching ID');
    await page.goto(`${serverUrl}/profile?tab=ids`);
    await page.getByRole('tab', { name: /^Watched IDs/ }).click();
    await page.getByRole('link', { name: id.title }).first().waitFor();
  });

  it('buys a track: the store opens in a new tab and Buy becomes Purchased', async () => {
    const { page, context } = current;
    // The store is another site: answer its page here rather than reach the internet.
    await context.route(/^https:\/\/(www\.)?beatport\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store</title>' }),
    );
    await signIn(page, serverUrl, account);
    await page.goto(`${serverUrl}/tracks/${releasedTrack().track_meta.id}`);
    const [store] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Buy', exact: true }).click(),
    ]);
    await store.close();
    await snackbar(page, 'Track purchased!');
    await page.getByRole('link', { name: 'Purchased', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Purchased', exact: true }).waitFor();
  });

  it('shares a set: the clipboard holds the preview link, whose page has its Open Graph tags', async () => {
    const { page, context } = current;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl });
    await signIn(page, serverUrl, account);
    await page.goto(`${serverUrl}/sets/${set.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await snackbar(page, 'Set link has been copied to your clipboard!');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${serverUrl}/public/preview/sets/${set.id}`);
    const preview = await fetch(link);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`<meta property="og:title" content="${set.set_name}`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  });
});
