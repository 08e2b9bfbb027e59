import { describe, expect, inject, it } from 'vitest';
import {
  expectAddress,
  journeyViewports,
  submitLogin,
  journeyBrowser,
} from '../support/journey.ts';
import { newAccount, registerAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();

describe.each(journeyViewports)('login on %s', (viewport) => {
  const current = journey.perTest(viewport);

  it('says why a login failed, then signs in and opens the remembered deep link', async () => {
    const { page, journal } = current;
    const account = newAccount('login');
    await registerAccount(serverUrl, account);
    const deepLink = '/artists?genre=Techno#top';
    await page.goto(`${serverUrl}${deepLink}`);
    await expectAddress(page, '/login');
    const alert = page.getByRole('form', { name: 'Log In' }).getByRole('alert');

    const unknown = `nobody-${account.username}`;
    await submitLogin(page, { username: unknown, password: 'whatever' });
    await expect
      .poll(() => alert.textContent())
      .toBe('Incorrect username or password. Please try again.');

    await submitLogin(page, { username: account.username, password: `${account.password}-wrong` });
    await expect
      .poll(() => alert.textContent())
      .toBe('Invalid username or password. Please try again.');
    await expectAddress(page, '/login');

    // Usernames are case-insensitive.
    await submitLogin(page, {
      username: account.username.toUpperCase(),
      password: account.password,
    });
    await expectAddress(page, deepLink);
    await page.getByRole('heading', { level: 1, name: 'Discover Artists' }).waitFor();
    await expect(page.title()).resolves.toBe('Discover Artists · Rabbithole');
    // The two failures were the server's answers, and nothing else failed.
    expect(journal.httpErrors.splice(0)).toEqual([
      `404 /api/users/un/${unknown}`,
      '401 /api/tokens',
    ]);
  });

  it('asks for both fields before calling the server', async () => {
    const { page } = current;
    await page.goto(`${serverUrl}/login`);
    const form = page.getByRole('form', { name: 'Log In' });
    await form.getByRole('button', { name: 'Log In' }).click();
    const username = form.getByRole('textbox', { name: 'Username' });
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    await expectAddress(page, '/login');
  });
});
