import { listSets, successSchemaOf, urlOf } from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAddress, journeyBrowser, journeyViewports, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';
import { pages } from './pages.ts';

/**
 * Design.md section 2: a signed-in listener's navigation is answered with the page rendered on
 * the server (the session cookie the app writes beside its stored token says who asks), a
 * visitor's sign-in and public pages too, and the app takes the page over where it is instead of
 * drawing it again.
 */
const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;
let firstSetName: string;

beforeAll(async () => {
  account = newAccount('rendered-digger');
  await registerAccount(serverUrl, account);
  const answer = await fetch(urlOf(listSets, { query: { limit: 20 } }, serverUrl));
  firstSetName = successSchemaOf(listSets).parse(await answer.json()).data[0]?.set_name ?? '';
  expect(firstSetName).not.toBe('');
});

const sessionCookie = async (page: Page) =>
  (await page.context().cookies(serverUrl)).find((cookie) => cookie.name === 'rh_session');

/** Signs in as an earlier visit left the browser: the app ran once and wrote its cookie. */
async function returningListener(page: Page) {
  await signIn(page, serverUrl, account);
  await page.goto(`${serverUrl}${pages.home}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => sessionCookie(page)).toBeDefined();
}

describe.each(journeyViewports)('pages rendered on the server (%s)', (viewport) => {
  const current = browser.perTest(viewport);

  it('answers /sets with its cards, which the app then takes over without drawing them again', async () => {
    const { page } = current;
    await returningListener(page);
    // Marks the first card's link as the HTML put it on the page, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.querySelector('[aria-label="Sets"] a')?.setAttribute('data-from-server', '');
      });
    });
    // The list's reads from the browser: none, since the page came with the server's answer.
    const listReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/sets') listReads.push(url.search);
    });
    const response = await page.goto(`${serverUrl}${pages.sets}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(firstSetName);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(response?.headers().vary).toMatch(/\bCookie\b/i);
    // Read once before hydration, the page's data leaves the document when the page is live.
    expect(html).toContain('id="rh-boot"');
    expect(await page.locator('#rh-boot').count()).toBe(0);
    // What the signed-in area's chunk imports is named in the head, fetched with the HTML rather
    // than asked for by script; the chunk itself is left to the entry's import(), after the
    // first paint.
    expect(html).toMatch(
      /<link rel="modulepreload" fetchpriority="low" href="\/assets\/[\w.-]+\.js">/,
    );
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*signedIn-/);

    const sets = page.getByRole('list', { name: 'Sets' });
    await expect.poll(() => sets.getByRole('listitem').count()).toBe(20);
    // Hydrated, not replaced: the element the server sent is still the one on screen, and it
    // navigates in the app (no new document: the marker set on this window survives).
    const firstLink = sets.locator('a[data-from-server]');
    await expect.poll(() => firstLink.count()).toBe(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await sets.getByRole('link', { name: firstSetName }).first().click();
    await page.waitForURL(pages.set);
    await page.getByRole('heading', { level: 1, name: firstSetName }).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Read again as it hydrated, the answer re-rendered the whole page once more for nothing.
    expect(listReads).toEqual([]);
  });

  it('comes alive without restyling the page it was sent or asking for its scripts again', async () => {
    const { page } = current;
    await returningListener(page);
    // Once the HTML is parsed, every style the page gains is a restyle and relayout of all of it
    // (React Aria's press style did that as the page came alive: index.html now carries it), and
    // every script hint added by script, beyond the two chunks the entry imports itself (left out
    // of the head so they do not compete with the first paint), is one the head should have named.
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { stylesAdded: added });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            const isStyle =
              node instanceof HTMLStyleElement ||
              (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
            const isScriptHint = node instanceof HTMLLinkElement && node.rel === 'modulepreload';
            if (isStyle || isScriptHint) added.push(node.outerHTML.slice(0, 120));
          }
        }).observe(document, { childList: true, subtree: true });
      });
    });
    await page.goto(`${serverUrl}${pages.sets}`);
    const sets = page.getByRole('list', { name: 'Sets' });
    await expect.poll(() => sets.getByRole('listitem').count()).toBe(20);
    await sets.getByRole('link', { name: firstSetName }).first().click();
    await page.getByRole('heading', { level: 1, name: firstSetName }).waitFor();
    const added = await page.evaluate(
      () => (window as unknown as { stylesAdded: string[] }).stylesAdded,
    );
    expect(
      added.filter((hint) => !/href="\/assets\/(signedIn|routeReads)-[\w-]+\.js"/.test(hint)),
    ).toEqual([]);
    expect(await page.locator('#react-aria-pressable-style').count()).toBe(1);
  });

  it('sends the plain app shell to a visitor, and to a cookie that no longer signs anyone in', async () => {
    const { page } = current;
    const shell = await fetch(`${serverUrl}${pages.home}`, { headers: { accept: 'text/html' } });
    expect(await shell.text()).not.toContain('rh-boot');
    expect(shell.headers.get('vary')).toMatch(/\bCookie\b/i);

    await page.context().addCookies([{ name: 'rh_session', value: 'forged', url: serverUrl }]);
    const response = await page.goto(`${serverUrl}${pages.sets}`);
    expect(await response?.text()).not.toContain(firstSetName);
    // Without a stored session the app sends the visitor to sign in, and drops the cookie.
    await expectAddress(page, '/login');
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
  });

  it("answers a visitor's /login with its form, which the app takes over and signs in with", async () => {
    const { page } = current;
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.querySelector('form')?.setAttribute('data-from-server', '');
      });
    });
    const response = await page.goto(`${serverUrl}/login`);
    const html = (await response?.text()) ?? '';
    // The form comes in the HTML, so it shows before any script has run; a visitor's page
    // names none of the signed-in area's scripts.
    expect(html).toContain('id="rh-boot"');
    expect(html).not.toContain('modulepreload');
    expect(html).toMatch(/<h1[^>]*>Log In<\/h1>/);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    const form = page.getByRole('form', { name: 'Log In' });
    await expect.poll(() => page.locator('form[data-from-server]').count()).toBe(1);
    await form.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await form.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await form.getByRole('button', { name: 'Log In' }).click();
    await expectAddress(page, '/home');
    await expect.poll(() => sessionCookie(page)).toBeDefined();
  });

  it('shows a listener whose cookie is gone their session, not the signed-out /login it sent', async () => {
    const { page } = current;
    // Signed in, as stored in the browser, with no cookie yet: the server renders /login for a
    // visitor, and the app restores the stored session instead of hydrating that page.
    await signIn(page, serverUrl, account);
    const response = await page.goto(`${serverUrl}/login`);
    expect(await response?.text()).toContain('id="rh-boot"');
    await expectAddress(page, '/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('forgets the cookie when the listener signs out', async () => {
    const { page } = current;
    await returningListener(page);
    await page.getByRole('button', { name: `Account: ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectAddress(page, '/login');
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
  });
});
