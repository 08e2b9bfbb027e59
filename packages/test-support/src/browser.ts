import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions, ensureChromium } from './chromium.js';

/**
 * `extraArgs`: Chromium flags a suite needs beyond the shared ones (e.g. an autoplay policy).
 * On a fresh machine Chromium is installed first, as `npm test` does: `npm run bench` needs it too.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: await ensureChromium(),
    args: [...chromiumLaunchOptions.args, ...extraArgs],
    headless: true,
  });
}

export type Viewport = 'desktop' | 'mobile';

export async function newContext(
  browser: Browser,
  viewport: Viewport = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext(
    viewport === 'mobile'
      ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  context.on('page', navigateToLivePages);
  return context;
}

/**
 * True once the page is live: a page the server rendered carries its data in `#rh-boot`, which
 * the app takes out once hydration and the renders it schedules are done and the browser is idle
 * (apps/web/src/boot.ts); before that a press can be lost. A function, not a string: the app's
 * CSP forbids evaluating strings.
 */
function isLive(): boolean {
  return !document.getElementById('rh-boot');
}

/**
 * Makes every navigation of `page` (goto, reload, back, forward) wait until the page is live. A
 * signed-in page the server rendered shows at once, but until the app has hydrated it a link is
 * a plain one (a full load) and a button does nothing: a listener waits for the page to respond,
 * a test would click at once. Waiting gives up after 15 s and leaves the test to fail on what it
 * then finds.
 */
export function navigateToLivePages(page: Page): void {
  const untilLive = () =>
    page.waitForFunction(isLive, undefined, { timeout: 15_000, polling: 50 }).catch(() => null);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilLive();
        return response;
      },
    });
  }
}

/**
 * Collects what a listener would never see but a broken page shows first: uncaught exceptions and
 * console errors. A journey asserts the list is empty at its end.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
