import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createTokens, successSchemaOf, urlOf, type TokenPair } from '@rabbithole/api-contract';
import { launchBrowser, navigateToLivePages } from '@rabbithole/test-support';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { TestAccount } from './users.ts';

/** The two widths every account journey runs at: a desktop and a phone (390 px). */
export const journeyViewports = ['desktop 1440', 'mobile 390'] as const;
export type JourneyViewport = (typeof journeyViewports)[number];

export async function newJourneyContext(
  browser: Browser,
  viewport: JourneyViewport,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(viewport === 'mobile 390'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } }),
    ...options,
  });
  context.on('page', navigateToLivePages);
  return context;
}

/** The address as the listener sees it: path, query and hash. */
export function addressOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Waits until the address is exactly `expected` (path, query and hash). */
export async function expectAddress(page: Page, expected: string) {
  await expect.poll(() => addressOf(page), { timeout: 10_000 }).toBe(expected);
}

/** The `next` destination the app keeps in localStorage. */
export function storedNext(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('next'));
}

/** Fills and sends the /login form, as a listener would. */
export async function submitLogin(
  page: Page,
  { username, password }: Pick<TestAccount, 'username' | 'password'>,
) {
  const form = page.getByRole('form', { name: 'Log In' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through /login and waits for /home: the way into every protected page. */
export async function logIn(page: Page, serverUrl: string, account: TestAccount) {
  await page.goto(`${serverUrl}/login`);
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname === '/home');
}

/** A fresh token pair of `account` from the API (POST /api/tokens with Basic credentials). */
export async function tokensOf(serverUrl: string, account: TestAccount): Promise<TokenPair> {
  const basic = Buffer.from(`${account.username}:${account.password}`).toString('base64');
  const response = await fetch(urlOf(createTokens, {}, serverUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  expect(response.status).toBe(200);
  return successSchemaOf(createTokens).parse(await response.json());
}

/**
 * Signs in without the form, for journeys about something else: the token pair from the API, kept
 * where the app keeps it (spec.md section 3) when the tab's next page loads, as after a reload of
 * a signed-in tab. The login form
 * has journeys of its own (login, access, register); skipping it here saves a page load and /home
 * per test.
 */
export async function signIn(page: Page, serverUrl: string, account: TestAccount) {
  const pair = await tokensOf(serverUrl, account);
  // Stored before the tab's first page of the app runs, once: a later sign-out in the journey
  // stays signed out (sessionStorage lives as long as the tab).
  await page.addInitScript(
    ({ access, refresh, expiry }) => {
      if (sessionStorage.getItem('journey-signed-in')) return;
      sessionStorage.setItem('journey-signed-in', 'yes');
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('tokenExpiry', expiry);
    },
    {
      access: pair.access_token,
      refresh: pair.refresh_token,
      expiry: new Date(Date.now() + pair.expires_in * 1000).toISOString(),
    },
  );
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

export interface JourneyErrors {
  /** Uncaught exceptions and console errors: none is ever expected. */
  errors: string[];
  /**
   * HTTP error answers the browser reported (`401 /api/tokens`): Chromium logs each one as a
   * console error, and a journey that provokes one on purpose (a wrong password) names it.
   */
  httpErrors: string[];
  /**
   * Console errors a journey expects from a point on (Chromium's report of each request a cut
   * network refused, which can come at any time until the page closes): kept in `expectedSeen`
   * instead of `errors`.
   */
  expected: RegExp[];
  expectedSeen: string[];
}

/**
 * Like test-support's collectPageErrors, but tells the browser's own report of an HTTP error
 * answer apart from errors of the app, so a journey can expect exactly the answers it provoked
 * and still fail on any other error.
 */
export function collectJourneyErrors(page: Page): JourneyErrors {
  const collected: JourneyErrors = { errors: [], httpErrors: [], expected: [], expectedSeen: [] };
  page.on('pageerror', (error) => collected.errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failed = FAILED_RESOURCE.exec(message.text());
    const url = message.location().url;
    if (failed && url) collected.httpErrors.push(`${failed[1]} ${new URL(url).pathname}`);
    else if (collected.expected.some((pattern) => pattern.test(message.text()))) {
      collected.expectedSeen.push(message.text());
    } else collected.errors.push(`console.error: ${message.text()}`);
  });
  return collected;
}

/** The page of one journey test, with its context and the errors it collects. */
export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  journal: JourneyErrors;
}

/**
 * One Chromium for a journey file; `perTest(viewport)`, called inside a `describe`, gives each test
 * a fresh context at that viewport and asserts afterwards that nothing failed that the test did
 * not name (uncaught errors, console errors, unexpected HTTP error answers).
 */
export function journeyBrowser({ chromiumArgs = [] }: { chromiumArgs?: readonly string[] } = {}) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumArgs);
  });
  afterAll(async () => {
    await browser.close();
  });
  return {
    browser: () => browser,
    perTest(viewport: JourneyViewport): JourneyPage {
      const current = {} as JourneyPage;
      beforeEach(async () => {
        current.context = await newJourneyContext(browser, viewport);
        current.page = await current.context.newPage();
        current.journal = collectJourneyErrors(current.page);
      });
      afterEach(async () => {
        await current.context.close();
        expect(current.journal.errors).toEqual([]);
        expect(current.journal.httpErrors).toEqual([]);
      });
      return current;
    },
  };
}
