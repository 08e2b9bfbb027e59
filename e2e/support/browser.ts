import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Flags from versions.md: without the background-networking ones Chromium keeps dialling
// Google's hosts, which this closed network refuses.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
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
