import { refreshTokens, urlOf } from '@rabbithole/api-contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAddress,
  journeyViewports,
  logIn,
  storedNext,
  submitLogin,
  journeyBrowser,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();
let account: TestAccount;

beforeAll(async () => {
  account = newAccount('access');
  await registerAccount(serverUrl, account);
});

describe.each(journeyViewports)('access rules on %s', (viewport) => {
  const current = journey.perTest(viewport);

  it('sends a visitor from a protected page to /login, remembering path, query and hash', async () => {
    const { page } = current;
    const deepLink = '/sets?genre=Techno#list';
    await page.goto(`${serverUrl}${deepLink}`);
    await expectAddress(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    expect(await storedNext(page)).toBe(deepLink);
    expect(await page.evaluate(() => (history.state as { next?: string } | null)?.next)).toBe(
      deepLink,
    );
    // The protected page never showed.
    expect(await page.getByRole('heading', { name: 'Discover Sets' }).count()).toBe(0);

    await submitLogin(page, account);
    await expectAddress(page, deepLink);
    await page.getByRole('heading', { level: 1, name: 'Discover Sets' }).waitFor();
    // Spent: a later visit to /home must not send the user back here.
    expect(await storedNext(page)).toBeNull();
  });

  it('sends / to /login and an unknown path to /home, then /login, for a visitor', async () => {
    const { page } = current;
    await page.goto(`${serverUrl}/`);
    await expectAddress(page, '/login');

    await page.goto(`${serverUrl}/no/such/page?x=1`);
    await expectAddress(page, '/login');
    expect(await storedNext(page)).toBe('/home');
  });

  it('lets /home spend a stored destination when the login had none in its state', async () => {
    const { page } = current;
    await page.goto(`${serverUrl}/tracks?genre=House#top`);
    await expectAddress(page, '/login');
    // A fresh visit to /login: its history entry carries no destination, only storage does.
    await page.goto(`${serverUrl}/login`);
    await submitLogin(page, account);
    await expectAddress(page, '/tracks?genre=House#top');
    await page.getByRole('heading', { level: 1, name: 'Discover Tracks' }).waitFor();
    expect(await storedNext(page)).toBeNull();

    await page.goto(`${serverUrl}/home`);
    await expectAddress(page, '/home');
  });

  it('sends a signed-in user from the guest-only pages and from / to /home', async () => {
    const { page } = current;
    await logIn(page, serverUrl, account);
    for (const guestOnly of ['/login', '/register', '/forgot-password', '/reset?token=abc', '/']) {
      await page.goto(`${serverUrl}${guestOnly}`);
      await expectAddress(page, '/home');
    }
    await page.goto(`${serverUrl}/nowhere`);
    await expectAddress(page, '/home');
  });

  it('logs out from the account menu to /login, and the guard holds afterwards', async () => {
    const { page } = current;
    await logIn(page, serverUrl, account);
    await page.goto(`${serverUrl}/sets`);
    await page.getByRole('heading', { level: 1, name: 'Discover Sets' }).waitFor();
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(refreshToken).toBeTruthy();
    await page.getByRole('button', { name: `Account: ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectAddress(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // Nothing of this session is remembered for whoever signs in next.
    expect(await storedNext(page)).toBeNull();
    // Signed out on the server too: the refresh token buys nothing any more.
    const refresh = await fetch(urlOf(refreshTokens, {}, serverUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(401);

    for (const path of ['/home', '/sets', '/profile']) {
      await page.goto(`${serverUrl}${path}`);
      await expectAddress(page, '/login');
    }
    await page.goBack();
    await expectAddress(page, '/login');
  });
});
