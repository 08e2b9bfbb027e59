// Issue 12: the timeline of a visit to /sets over a slow mobile network, signed in (the page is
// for listeners) but with a cold cache, on the production build served by the real server (demo
// seed). The network is Chrome DevTools' "Slow 3G" as puppeteer-core's PredefinedNetworkConditions
// copies it (400 kbit/s down and up, 2,000 ms latency), applied with CDP
// Network.emulateNetworkConditions; measured with the CPU as it is and slowed 4× (Lighthouse's
// mobile profile). The budget (first set cards ≤ 6 s) is judged on Slow 3G with the CPU slowed,
// the harder of the two. "Fast 3G" (DevTools' "Slow 4G", Lighthouse's mobile network: 1.44
// Mbit/s, 562.5 ms) with the CPU slowed is reported beside them.
import { launchBrowser } from '@rabbithole/test-support';
import type { Browser } from 'playwright-core';
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { atMost, recordFigures, type Figure } from './results.ts';
import { signIn, signInContext, type Session } from './session.ts';
import { buildWeb } from './web-build.ts';
import { startMeasuredServer } from './server.ts';

const BUDGET_MS = 6000;
type Preset = 'Slow 3G' | 'Fast 3G';
const RUNS: { preset: Preset; cpuSlowdown: number; budgeted: boolean }[] = [
  { preset: 'Slow 3G', cpuSlowdown: 1, budgeted: false },
  { preset: 'Slow 3G', cpuSlowdown: 4, budgeted: true },
  { preset: 'Fast 3G', cpuSlowdown: 4, budgeted: false },
];

declare global {
  interface Window {
    benchFirstCards?: number;
  }
}

/**
 * Notes the first frame in which a set card (a card with its link) is laid out on screen. A
 * string, not a function: tsx names a function's inner functions with a helper the page lacks.
 */
const WATCH_FIRST_CARDS = `
  requestAnimationFrame(function check() {
    const link = document.querySelector('[aria-label="Sets"] a');
    if (link && link.getBoundingClientRect().height > 0) window.benchFirstCards = performance.now();
    else requestAnimationFrame(check);
  });
`;

async function timeline(
  browser: Browser,
  url: string,
  session: Session,
  { preset, cpuSlowdown }: (typeof RUNS)[number],
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await signInContext(context, session, new URL(url).origin);
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_FIRST_CARDS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const { download, upload, latency } = PredefinedNetworkConditions[preset];
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: download,
    uploadThroughput: upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  // The first paint is waited for too: a page rendered on the server lays its cards out before
  // the paint that shows them.
  await page.waitForFunction(
    () =>
      window.benchFirstCards !== undefined &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const marks = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      }),
    ),
    firstCards: window.benchFirstCards ?? Number.NaN,
  }));
  const find = (match: (path: string) => boolean) =>
    marks.resources.find((entry) => match(entry.path)) ?? { start: Number.NaN, end: Number.NaN };
  const sets = find((path) => path === '/api/sets');
  await context.close();
  return {
    fcp: marks.fcp,
    requests: marks.resources.length,
    entryScript: find((path) => /^\/assets\/index-[^/]*\.js$/.test(path)).end,
    setsAsked: sets.start,
    setsAnswer: sets.end,
    firstCards: marks.firstCards,
  };
}

buildWeb();
const [server, browser] = await Promise.all([startMeasuredServer(), launchBrowser()]);
try {
  const session = await signIn(server.url, 'slow-3g');
  const figures: Figure[] = [];
  for (const run of RUNS) {
    const marks = await timeline(browser, `${server.url}/sets`, session, run);
    const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
    const cpu = run.cpuSlowdown === 1 ? 'CPU as is' : `CPU ${run.cpuSlowdown}× slower`;
    figures.push({
      group: '/sets signed in, cold cache',
      name: `first set cards, ${run.preset}, ${cpu}`,
      // Nothing is seen before the first contentful paint, whatever was laid out by then.
      value: Math.max(marks.firstCards, marks.fcp),
      unit: 'ms',
      note:
        `first contentful paint ${ms(marks.fcp)}, entry script ` +
        (Number.isNaN(marks.entryScript) ? 'not here yet, ' : `in ${ms(marks.entryScript)}, `) +
        (Number.isNaN(marks.setsAsked)
          ? 'the cards came in the page (rendered by the server), '
          : `/api/sets asked ${ms(marks.setsAsked)} and answered ${ms(marks.setsAnswer)}, `) +
        `${marks.requests} requests by then`,
      ...(run.budgeted ? { budget: atMost(BUDGET_MS) } : {}),
    });
  }
  recordFigures('slow-3g', figures);
} finally {
  await browser.close();
  await server.stop();
}
