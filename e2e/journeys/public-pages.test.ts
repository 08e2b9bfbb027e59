import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAddress, journeyViewports, logIn, journeyBrowser } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();
let account: TestAccount;

beforeAll(async () => {
  account = newAccount('reader');
  await registerAccount(serverUrl, account);
});

/** Each public page: its title and the facts of spec.md sections 1 and 9 it must state. */
const publicPages = [
  {
    path: '/about',
    title: 'About',
    says: ['A monthly subscription is planned', 'the beta is free'],
  },
  {
    path: '/policy',
    title: 'Privacy Policy',
    says: ['Last updated June 2025', 'not for children under 13'],
  },
  {
    path: '/terms',
    title: 'Terms of Use',
    says: [
      'Version 1.0 · Revised May 2025',
      'at least 18 years old',
      'within 30 days of first accepting these terms',
      'within 45 days of the notice',
      'not resolved within 60 days',
      'fifty dollars ($50)',
    ],
  },
  { path: '/contact', title: 'Contact', says: ['reach the Rabbithole team'] },
] as const;

describe.each(journeyViewports)('the public pages on %s', (viewport) => {
  const current = journey.perTest(viewport);

  async function expectPublicPage({ path, title, says }: (typeof publicPages)[number]) {
    const { page } = current;
    await page.goto(`${serverUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectAddress(page, path);
    await expect(page.title()).resolves.toBe(`${title} · Rabbithole`);
    const main = page.getByRole('main');
    for (const text of says) await main.getByText(text, { exact: false }).first().waitFor();
  }

  it('shows each to a visitor, in the public layout and without the signed-in navigation', async () => {
    const { page } = current;
    for (const publicPage of publicPages) {
      await expectPublicPage(publicPage);
      expect(await page.getByRole('link', { name: 'Sets', exact: true }).count()).toBe(0);
      expect(await page.getByRole('searchbox').count()).toBe(0);
    }
    // The footer leads from one to the next.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expectAddress(page, '/terms');
  });

  it('shows each to a signed-in user, inside the app with its top bar', async () => {
    const { page } = current;
    await logIn(page, serverUrl, account);
    for (const publicPage of publicPages) {
      await expectPublicPage(publicPage);
      await page.getByRole('banner').waitFor();
    }
  });
});
