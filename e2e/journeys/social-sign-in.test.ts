import {
  getSignInMethod,
  getUserByEmail,
  SignInMethodSchema,
  urlOf,
} from '@rabbithole/api-contract';
import { launchBrowser } from '@rabbithole/test-support';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectAddress, journeyViewports, newJourneyContext } from '../support/journey.ts';
import { serveGapiStandIn } from './gapi-stand-in.ts';

const serverUrl = inject('serverUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * Presses "Sign in with Google" and, in the popup (the Auth emulator's own sign-in page, standing
 * in for Google's), picks `email`'s account, adding it the first time.
 */
async function signInWithGoogle(page: Page, email: string, name: string) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  const known = popup.getByText(email);
  if (await known.count()) {
    await known.click();
  } else {
    await popup.getByRole('button', { name: 'Add new account' }).click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    await popup.getByRole('button', { name: /^Sign in with Google/ }).click();
  }
  await popup.waitForEvent('close');
}

/**
 * collectPageErrors' list, except the one failed request the flow is built on: spec.md 4's first
 * sign-in looks the e-mail up, and the 404 (no account yet) is what makes it create one; Chromium
 * reports every non-ok fetch on the console.
 */
function collectUnexpectedErrors(page: Page, expected404: () => string | null): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const lookUp = expected404();
    const isLookUp404 =
      lookUp !== null &&
      message.text().includes('status of 404') &&
      message.location().url === lookUp;
    if (!isLookUp404) errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

async function signInMethodOf(username: string) {
  const response = await fetch(urlOf(getSignInMethod, { params: { username } }, serverUrl));
  expect(response.status).toBe(200);
  return SignInMethodSchema.parse(await response.json());
}

describe.each(journeyViewports)('social sign-in on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let email: string;

  beforeEach(async () => {
    email = `social-${randomBytes(4).toString('hex')}@example.com`;
    context = await newJourneyContext(browser, viewport);
    await serveGapiStandIn(context);
    page = await context.newPage();
    pageErrors = collectUnexpectedErrors(page, () =>
      urlOf(getUserByEmail, { params: { email } }, serverUrl),
    );
  });

  afterEach(async () => {
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  it("Google's popup signs a new listener in, creating the account, and lands on /home", async () => {
    await page.goto(`${serverUrl}/login`);

    await signInWithGoogle(page, email, 'Night Owl');
    await expectAddress(page, '/home');
    // spec.md 3: a social account's username is its e-mail, its provider Google's id without .com.
    expect(await signInMethodOf(email)).toEqual({
      is_firebase_user: true,
      auth_provider: 'google',
    });

    // Firebase keeps the sign-in: a reload stays signed in.
    await page.reload();
    await expectAddress(page, '/home');
  });
});
