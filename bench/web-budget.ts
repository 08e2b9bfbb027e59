// design.md section 6: the JavaScript a browser fetches to show /login must stay within 120 KB
// gzip. Measured as a person meets it: the real server, the production build, Chromium loading
// the page; every script and stylesheet it requested (the entry, its imports, the lazy route
// chunk) is counted at its gzip size from the build output. /home and a set page (signed in) are
// reported beside it.
import { launchBrowser } from '@rabbithole/test-support';
import type { Browser } from 'playwright-core';
import { atMost, recordFigures, type Figure } from './results.ts';
import { budgetedPages, signIn, signInContext, type Session } from './session.ts';
import { buildWeb, gzipSize } from './web-build.ts';
import { startMeasuredServer } from './server.ts';

const BUDGET_KB = 120;

async function initialAssets(browser: Browser, url: string, session?: Session) {
  const context = await browser.newContext();
  if (session) await signInContext(context, session, new URL(url).origin);
  const page = await context.newPage();
  const files = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      files[type].add(new URL(response.url()).pathname);
  });
  // Not 'networkidle': a signed-in page keeps a connection open for its notifications. The
  // page is shown once its heading is; its lazy chunks have been asked for by then.
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1000);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const kilobytes = (paths: Set<string>) =>
    [...paths].reduce((sum, path) => sum + gzipSize(path), 0) / 1024;
  return { js: kilobytes(files.script), css: kilobytes(files.stylesheet), scripts: files.script };
}

buildWeb();
const [server, browser] = await Promise.all([startMeasuredServer(), launchBrowser()]);
try {
  const session = await signIn(server.url, 'web-budget');
  const figures: Figure[] = [];
  for (const { path, signedIn } of await budgetedPages(server.url)) {
    const { js, css, scripts } = await initialAssets(
      browser,
      server.url + path,
      signedIn ? session : undefined,
    );
    figures.push(
      {
        group: 'web',
        name: `${path} initial JS gzip`,
        value: js,
        unit: 'KB',
        note: `${scripts.size} scripts`,
        ...(path === '/login' ? { budget: atMost(BUDGET_KB) } : {}),
      },
      { group: 'web', name: `${path} initial CSS gzip`, value: css, unit: 'KB' },
    );
    for (const script of scripts)
      console.log(`  ${path} ${script} ${(gzipSize(script) / 1024).toFixed(1)} KB`);
  }
  recordFigures('web-budget', figures);
} finally {
  await browser.close();
  await server.stop();
}
