import { describe, expect, inject, it } from 'vitest';
import {
  collectJourneyErrors,
  expectAddress,
  journeyBrowser,
  journeyViewports,
  newJourneyContext,
  submitLogin,
} from '../support/journey.ts';
import { resetLinkFromOutbox } from '../support/outbox.ts';
import { newAccount, registerAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();
const dataDir = inject('dataDir');

describe.each(journeyViewports)('password reset on %s', (viewport) => {
  const current = journey.perTest(viewport);

  it('mails a link that sets a new password, which then signs in', async () => {
    const { page, journal } = current;
    const account = newAccount('forgetful');
    await registerAccount(serverUrl, account);

    await page.goto(`${serverUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password' }).click();
    await expectAddress(page, '/forgot-password');
    const forgot = page.getByRole('form', { name: 'Forgot your password' });
    await forgot.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await forgot.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText('Please check your email inbox or SPAM folder for a password reset email')
      .waitFor();

    // The very file the real server wrote to DATA_DIR/outbox.
    const link = await resetLinkFromOutbox(dataDir, account.email);
    expect(link).toMatch(/^\/reset\?token=./);
    await page.goto(`${serverUrl}${link}`);
    const reset = page.getByRole('form', { name: 'Reset Password' });
    const newPassword = `${account.password}-new`;
    await reset.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await reset
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill(`${newPassword}-typo`);
    await reset.getByRole('button', { name: 'Verify' }).click();
    await reset.getByText('Passwords must match!').waitFor();

    await reset.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Verify' }).click();
    await expectAddress(page, '/login');

    const alert = page.getByRole('form', { name: 'Log In' }).getByRole('alert');
    await submitLogin(page, account);
    await expect
      .poll(() => alert.textContent())
      .toBe('Invalid username or password. Please try again.');
    await submitLogin(page, { username: account.username, password: newPassword });
    await expectAddress(page, '/home');
    expect(journal.httpErrors.splice(0)).toEqual(['401 /api/tokens']);

    // The link works once, from another browser too (a context of its own: clearing this tab's
    // storage under its signed-in shell would fail the reads still coming, such as the bell's).
    const elsewhere = await newJourneyContext(journey.browser(), viewport);
    try {
      const other = await elsewhere.newPage();
      const otherJournal = collectJourneyErrors(other);
      const again = other.getByRole('form', { name: 'Reset Password' });
      await other.goto(`${serverUrl}${link}`);
      await again.getByRole('textbox', { name: 'Password', exact: true }).fill('another');
      await again.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('another');
      await again.getByRole('button', { name: 'Verify' }).click();
      await again.getByText('Something happened, please try again').waitFor();
      expect(otherJournal).toMatchObject({ errors: [], httpErrors: ['422 /api/tokens/reset'] });
    } finally {
      await elsewhere.close();
    }
  });
});
