import {
  getSet,
  listSets,
  listTracks,
  successSchemaOf,
  urlOf,
  type Track,
} from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, journeyBrowser, journeyViewports, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;
let original: Track;
let remix: Track;
/** An ID heard in a seeded set. */
let unidentified: Track;

beforeAll(async () => {
  account = newAccount('track-digger');
  await registerAccount(serverUrl, account);
  const tracks = successSchemaOf(listTracks).parse(
    await (await fetch(urlOf(listTracks, { query: { limit: 100 } }, serverUrl))).json(),
  ).data;
  original = tracks.find((track) => track.mix_type === 'original_mix' && track.genre !== null)!;
  remix = tracks.find((track) => track.mix_type === 'remix')!;
  expect(original).toBeDefined();
  expect(remix).toBeDefined();

  const sets = successSchemaOf(listSets).parse(
    await (await fetch(urlOf(listSets, { query: { limit: 20 } }, serverUrl))).json(),
  ).data;
  const withId = sets.find((set) => set.track_confirmed_count < set.track_count)!;
  const detail = successSchemaOf(getSet).parse(
    await (await fetch(urlOf(getSet, { params: { id: withId.id } }, serverUrl))).json(),
  );
  unidentified = detail.set_tracks.find((entry) => entry.track_meta.mix_type === 'ID')!.track_meta;
  expect(unidentified).toBeDefined();
});

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of journeyViewports) {
  describe(`the track page (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows an original mix with its facts, Buy, its sets, and the #genre chip round trip', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/tracks/${original.id}`);

      await page.getByRole('heading', { level: 1, name: original.title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect
        .poll(() => page.title())
        .toBe(`${original.artist} - ${original.title} · Rabbithole`);
      await page.getByText('Released Date').waitFor();
      await page.getByText('BPM', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Buy' }).waitFor();
      await page.getByRole('tab', { name: 'Sets' }).waitFor();
      await expect
        .poll(() => page.getByRole('list', { name: 'Sets' }).getByRole('listitem').count())
        .toBeGreaterThan(0);
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole('tab', { name: 'Comments' }).click();
      await page.getByText("It's pretty quiet here!").waitFor();

      const genre = original.genre!;
      await page.getByRole('link', { name: genre, exact: true }).click();
      await expect.poll(() => addressOf(page)).toBe(`/tracks?genre=${encodeURIComponent(genre)}`);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: original.title }).waitFor();
    });

    it('titles a remix with its mixer and Remix', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/tracks/${remix.id}`);
      const mixers = remix.artists
        .filter((credit) => credit.role === 'mixer')
        .map((credit) => credit.artist_meta.name)
        .join(' & ');
      const heading = `${remix.title} (${mixers} Remix)`;
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.title()).toBe(`${remix.artist} - ${heading} · Rabbithole`);
    });

    it('shows an ID with where it was found and first heard, and no Buy', async () => {
      const { page } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/tracks/${unidentified.id}`);
      await page.getByRole('heading', { level: 1, name: unidentified.title }).waitFor();
      await page.getByText('First Heard').waitFor();
      const foundIn = page.getByRole('link', { name: unidentified.set_meta!.set_name }).first();
      expect(await foundIn.getAttribute('href')).toBe(`/sets/${unidentified.set_meta!.id}`);
      expect(await page.getByRole('link', { name: 'Buy' }).count()).toBe(0);
      await expect
        .poll(() => page.title())
        .toBe(
          `${unidentified.artist} - ${unidentified.title} - ${unidentified.set_meta!.set_name} · Rabbithole`,
        );
      expect(await scrollsSideways(page)).toBe(false);

      await foundIn.click();
      await page
        .getByRole('heading', { level: 1, name: unidentified.set_meta!.set_name })
        .waitFor();
    });

    it('says a track it does not know is not found', async () => {
      const { page, journal } = current;
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}/tracks/99999999`);
      await page.getByRole('heading', { level: 1, name: 'Track not found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Track not found · Rabbithole');
      expect(journal.httpErrors.splice(0)).toEqual(['404 /api/tracks/99999999']);
    });
  });
}
