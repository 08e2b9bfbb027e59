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

export function newContext(
  browser: Browser,
  viewport: Viewport = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext(
    viewport === 'mobile'
      ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
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
