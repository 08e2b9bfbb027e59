import { describe, expect, inject, it } from 'vitest';
import {
  collectJourneyErrors,
  expectAddress,
  journeyBrowser,
  journeyViewports,
  logIn,
  newJourneyContext,
} from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();

describe.each(journeyViewports)('registration on %s', (viewport) => {
  const current = journey.perTest(viewport);

  const form = () => current.page.getByRole('form', { name: 'Register' });

  async function fillRegistration(account: TestAccount, about = '') {
    await form().getByRole('textbox', { name: 'Username' }).fill(account.username);
    await form().getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form().getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await form().getByRole('textbox', { name: 'About (optional)' }).fill(about);
    await form().getByRole('button', { name: 'Register' }).click();
  }

  it('checks the fields in the browser first: a short password and a malformed e-mail', async () => {
    const { page } = current;
    await page.goto(`${serverUrl}/register`);
    const account = newAccount('short');
    await fillRegistration({ ...account, password: 'ab' });
    await form().getByText('Password must have at least 3 characters').waitFor();
    await expectAddress(page, '/register');

    await fillRegistration({ ...account, email: 'not-an-address' });
    const email = form().getByRole('textbox', { name: 'Email' });
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expectAddress(page, '/register');
  });

  it('says when the username or the e-mail is taken, then registers and signs in', async () => {
    const { page, journal } = current;
    const existing = newAccount('taken');
    await registerAccount(serverUrl, existing);
    await page.goto(`${serverUrl}/register`);

    const fresh = newAccount('fresh');
    // Usernames and e-mails are unique whatever their case.
    await fillRegistration({ ...fresh, username: existing.username.toUpperCase() });
    await form().getByText('This username is already taken, please use a different one').waitFor();
    await expectAddress(page, '/register');

    await fillRegistration({ ...fresh, email: existing.email });
    await form().getByText('This email is already taken, please use a different one').waitFor();
    await expectAddress(page, '/register');

    // The signed-in shell is there: it reads the listener's queue once it has loaded.
    const queueRead = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/api/queue'),
    );
    await fillRegistration(fresh, 'Deep house at sunrise.');
    await expectAddress(page, '/home');
    expect((await queueRead).status()).toBe(200);
    expect(journal.httpErrors.splice(0)).toEqual(['422 /api/users', '422 /api/users']);

    // The new account works from a fresh browser too (a context of its own: clearing this tab's
    // storage under its signed-in shell would fail the reads still coming, such as the bell's).
    const elsewhere = await newJourneyContext(journey.browser(), viewport);
    try {
      const other = await elsewhere.newPage();
      const otherJournal = collectJourneyErrors(other);
      await logIn(other, serverUrl, fresh);
      expect(otherJournal).toMatchObject({ errors: [], httpErrors: [] });
    } finally {
      await elsewhere.close();
    }
  });
});
