import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@rabbithole/test-support';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBrowser, journeyViewports, signIn, type JourneyPage } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';
import { pages } from './pages.ts';

/**
 * Issue 12's acceptance 4 (spec.md section 7's /sw.js): after one visit, the app's shell loads
 * from the service worker with the network cut and shows the offline page in the signed-in
 * frame; back online, the page comes back by itself, without a reload.
 */
const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let account: TestAccount;

beforeAll(async () => {
  account = newAccount('offline-listener');
  await registerAccount(serverUrl, account);
});

const featuredSets = (page: Page) =>
  page.getByRole('list', { name: 'Featured Sets' }).getByRole('link');

/** Signs in, opens /home, and waits until the worker (registered once the page is idle) controls it. */
async function visitHome({ page }: JourneyPage) {
  await signIn(page, serverUrl, account);
  await page.goto(`${serverUrl}${pages.home}`);
  await featuredSets(page).first().waitFor();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Every path the worker's caches hold, across its versions. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/**
 * Cuts the network. Chromium reports each request the cut network refuses as a console error,
 * expected from now until the page closes; any other error still fails the journey.
 */
async function goOffline({ context, journal }: JourneyPage) {
  journal.expected.push(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
}

for (const viewport of journeyViewports) {
  describe(`offline (${viewport})`, () => {
    const current = browser.perTest(viewport);

    it('shows the offline page in the shell the worker served, and recovers by itself', async () => {
      const { page, context } = current;
      await visitHome(current);

      await goOffline(current);
      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      expect(reload?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
      // The frame stays: the top bar with the signed-in navigation, and nothing of the page.
      await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
      expect(await featuredSets(page).count()).toBe(0);

      // Retry while still offline: the check fails and the offline page stays.
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Retry' }).getAttribute('data-pending'))
        .toBeNull();
      await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();

      // A reload would drop this mark: its survival proves the page came back by itself.
      await page.evaluate(() => document.documentElement.setAttribute('data-journey-mark', '1'));
      await context.setOffline(false);
      await featuredSets(page).first().waitFor();
      expect(await page.getByRole('heading', { name: "You're offline" }).count()).toBe(0);
      expect(await page.locator('html[data-journey-mark="1"]').count()).toBe(1);
      expect(current.journal.expectedSeen.length).toBeGreaterThan(0);
    });
  });
}

describe('what the worker keeps (desktop 1440)', () => {
  const current = browser.perTest('desktop 1440');

  it('caches the shell and hashed assets, never an API answer', async () => {
    const { page } = current;
    await visitHome(current);
    const apiAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        apiAnswers.push(response.fromServiceWorker());
      }
    });
    await page.reload();
    await featuredSets(page).first().waitFor();
    // The page comes rendered by the server; the app then reads its lists again.
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.every((fromWorker) => !fromWorker)).toBe(true);

    const paths = await cachedPaths(page);
    expect(paths).toContain('/index.html');
    expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(paths.filter((path) => !path.startsWith('/assets/') && path !== '/index.html')).toEqual(
      [],
    );

    // Offline, an API call fails rather than being answered from any cache.
    await goOffline(current);
    const offlineAnswer = await page.evaluate(() =>
      fetch('/api/healthz').then(
        (response) => response.status,
        () => 'failed',
      ),
    );
    expect(offlineAnswer).toBe('failed');
    // Chromium's console report of the refused fetch can come after the fetch has failed.
    await expect.poll(() => current.journal.expectedSeen.length).toBeGreaterThan(0);
  });
});

/** The worker's cache names, in the order they were created. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/**
 * A server of its own over a copy of the build, which the test redeploys in place: the shared
 * server's files stay as every other journey expects them. The precompressed siblings of the two
 * files a deploy here rewrites are dropped, so the server sends the rewritten ones.
 */
async function deployableServer() {
  const dist = mkdtempSync(join(tmpdir(), 'rabbithole-e2e-deploy-'));
  cpSync(inject('webDist'), dist, { recursive: true });
  for (const file of ['sw.js', 'index.html']) {
    rmSync(join(dist, `${file}.br`), { force: true });
    rmSync(join(dist, `${file}.gz`), { force: true });
  }
  const server = await startServer({ WEB_DIST: dist, SEED: 'none' });
  const firstWorker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const firstShell = readFileSync(join(dist, 'index.html'), 'utf8');
  const version = /"version":"(\w+)"/.exec(firstWorker)?.[1];
  if (!version) throw new Error('sw.js names no version');
  return {
    url: server.url,
    version,
    /** What a deploy changes here: the worker's version, and a mark in the shell. */
    deploy(next: string) {
      writeFileSync(
        join(dist, 'sw.js'),
        firstWorker.replace(`"version":"${version}"`, `"version":"${next}"`),
      );
      const mark = `<meta name="journey-deploy" content="${next}" />`;
      writeFileSync(join(dist, 'index.html'), firstShell.replace('</head>', `${mark}</head>`));
    },
    async stop() {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Asks the browser to look for a new worker now, and waits until it has activated. */
async function updateWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const settled = !registration?.installing && !registration?.waiting;
        return settled && registration?.active?.state === 'activated';
      }),
    )
    .toBe(true);
}

/** Which deploy's shell a navigation got: the mark deployableServer's `deploy` put in it. */
async function shellDeploy(navigation: Response | null) {
  expect(navigation?.status()).toBe(200);
  const html = (await navigation?.text()) ?? '';
  return /<meta name="journey-deploy" content="(\w+)"/.exec(html)?.[1];
}

describe('a new deploy (desktop 1440)', () => {
  const current = browser.perTest('desktop 1440');

  it("takes over at once with a fresh shell, keeping the previous version's files", async () => {
    const { page } = current;
    const server = await deployableServer();
    try {
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(await cacheNames(page)).toEqual([`rabbithole-${server.version}`]);

      server.deploy('second');
      await updateWorker(page);
      expect(await cacheNames(page)).toEqual([`rabbithole-${server.version}`, 'rabbithole-second']);
      // No stale shell: the next navigation is the new deploy's, not a cached one.
      expect(await shellDeploy(await page.reload())).toBe('second');

      server.deploy('third');
      await updateWorker(page);
      expect(await cacheNames(page)).toEqual(['rabbithole-second', 'rabbithole-third']);
      // The tab goes on: another page's code still loads from the worker.
      await page.getByRole('link', { name: 'Register' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
      expect(await shellDeploy(await page.reload())).toBe('third');
    } finally {
      // The page first: its requests to a stopped server would be errors of the journey.
      await page.close();
      await server.stop();
    }
  });
});
