import AxeBuilder from '@axe-core/playwright';
import {
  collectPageErrors,
  launchBrowser,
  newContext,
  type Viewport,
} from '@rabbithole/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  journeyViewports,
  logIn,
  newJourneyContext,
  signIn,
  submitLogin,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';
import { pages } from './pages.ts';

// WCAG 2.2 A and AA plus axe's best practices: what design.md's "accessibility 100" asks of a page.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const serverUrl = inject('serverUrl');
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  account = newAccount('a11y');
  await registerAccount(serverUrl, account);
});

afterAll(async () => {
  await browser.close();
});

/** axe over the whole page; names each violation and where, so a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  // Guards against a vacuous pass: axe must have checked the page, not an empty frame.
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((n) => String(n.target)).join(', ')}`,
  );
}

describe.each<Viewport>(['desktop', 'mobile'])('Discover Sets on %s', (viewport) => {
  it('has no accessibility violations, loaded and after Load More', async () => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      const pageErrors = collectPageErrors(page);
      await signIn(page, serverUrl, account);
      await page.goto(`${serverUrl}${pages.sets}`);
      const cards = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(20);
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards.count()).toBe(40);
      expect(await violations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The public area, and what a visitor reaches: path and the `h1` that says it has rendered. */
const guestPages = [
  { path: '/login', heading: 'Log In' },
  { path: '/register', heading: 'Register' },
  { path: '/forgot-password', heading: 'Forgot your password' },
  { path: '/reset?token=e2e', heading: 'Reset Password' },
  { path: '/about', heading: 'About' },
  { path: '/policy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/contact', heading: 'Contact' },
] as const;

// Each sweep visits every page of its kind: with the other suites running beside it on 2 cores
// it took up to a minute (CI, 2026-11-29), past the journeys' default timeout.
const SWEEP_TIMEOUT_MS = 150_000;

/**
 * Opens each page, waits for its `h1` (after `ready`, when given) and expects axe to find no
 * violation there, naming the page that has one.
 */
async function expectEachClean(
  page: Page,
  visits: readonly { path: string; heading: string }[],
  ready?: () => Promise<unknown>,
) {
  for (const { path, heading } of visits) {
    await page.goto(`${serverUrl}${path}`);
    await ready?.();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
  }
}

describe.each(journeyViewports)('account and public pages on %s', (viewport) => {
  it(
    'have no accessibility violations for a visitor, a login error included',
    async () => {
      const context = await newJourneyContext(browser, viewport);
      try {
        const page = await context.newPage();
        await expectEachClean(page, guestPages);
        await page.goto(`${serverUrl}/login`);
        await submitLogin(page, { username: account.username, password: 'not-the-password' });
        await page
          .getByRole('form', { name: 'Log In' })
          .getByRole('alert')
          .getByText(/\w/)
          .waitFor();
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'have no accessibility violations for a signed-in user',
    async () => {
      const context = await newJourneyContext(browser, viewport);
      try {
        const page = await context.newPage();
        const pageErrors = collectPageErrors(page);
        await logIn(page, serverUrl, account);
        // Loaded afresh: react-aria's live announcer still holds the Log In button's "pending"
        // announcement for a few seconds after the login, pointing at a button that is gone.
        const signedInPages = [
          { path: '/home', heading: 'Dive down the rabbit hole' },
          ...guestPages.slice(4),
        ];
        // The signed-in shell, not the public layout a page shows while the session is restored.
        await expectEachClean(page, signedInPages, () =>
          page.getByRole('button', { name: /^Notifications/ }).waitFor(),
        );
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SWEEP_TIMEOUT_MS,
  );
});
