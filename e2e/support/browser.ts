import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
