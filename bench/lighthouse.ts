// design.md section 6 and issue 8 acceptance 3: Lighthouse mobile (its default form factor and
// simulated throttling) on the production build served by the real server, signed in: /home and
// a demo set page must score performance ≥ 95 and accessibility 100, with CLS ≤ 0.02. Each page
// is measured three times and every figure is the median of the three (the machine is shared).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  createTokens,
  createUser,
  listSets,
  successSchemaOf,
  urlOf,
} from '@rabbithole/api-contract';
import { chromiumArgs, findChromium, startServer } from '@rabbithole/test-support';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = { performance: 95, accessibility: 100, cls: 0.02 };
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  jsGzip: number;
}

function gzipSize(path: string): number {
  const file = `${dist}${path}`;
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const load = () => `load ${(loadavg()[0] ?? 0).toFixed(2)}`;

/** A fresh account, signed in with its password: the token pair the web app keeps. */
async function signIn(serverUrl: string) {
  const suffix = Math.random().toString(16).slice(2, 10);
  const account = {
    username: `lighthouse-${suffix}`,
    email: `lighthouse-${suffix}@example.com`,
    password: `pw-${suffix}-${suffix}`,
  };
  const created = await fetch(urlOf(createUser, {}, serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, about_me: '', auth_provider: 'web_client' }),
  });
  if (created.status !== 201) throw new Error(`registering answered ${created.status}`);
  const basic = Buffer.from(`${account.username}:${account.password}`).toString('base64');
  const response = await fetch(urlOf(createTokens, {}, serverUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
  return successSchemaOf(createTokens).parse(await response.json());
}

/** The richest demo set: a curator, genres and a track list (the set-page journey's choice). */
async function demoSetId(serverUrl: string): Promise<number> {
  const response = await fetch(urlOf(listSets, { query: { limit: 20 } }, serverUrl));
  const { data } = successSchemaOf(listSets).parse(await response.json());
  const set = data.find((s) => s.set_sponsors.length > 0 && s.track_count > 0 && s.genre);
  if (!set) throw new Error('the demo seed has no set with a curator, genres and tracks');
  return set.id;
}

execFileSync('npm', ['run', 'build', '--silent', '-w', '@rabbithole/web'], { stdio: 'inherit' });
const chromePath = process.env.CHROME_PATH ?? findChromium() ?? '/usr/bin/chromium';
const server = await startServer();
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  const pair = await signIn(server.url);
  const pages = ['/home', `/sets/${await demoSetId(server.url)}`];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  // The web app keeps its session in localStorage (spec.md section 4), which Lighthouse's storage
  // reset leaves alone (it clears caches, service workers and cache storage): every run is a cold
  // load of a signed-in listener's page.
  const setup = await browser.newPage();
  await setup.goto(`${server.url}/favicon.svg`);
  await setup.evaluate(
    ({ access, refresh, expiry }) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('tokenExpiry', expiry);
    },
    {
      access: pair.access_token,
      refresh: pair.refresh_token,
      expiry: new Date(Date.now() + pair.expires_in * 1000).toISOString(),
    },
  );
  await setup.close();

  if (process.env.LIGHTHOUSE_REPORTS)
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
  for (const path of pages) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await browser.newPage();
      const result = await lighthouse(
        `${server.url}${path}`,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
        },
        undefined,
        page,
      );
      await page.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      // LIGHTHOUSE_REPORTS=dir keeps each run's report (JSON) to see what a figure is made of.
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        const name = `${path.replaceAll('/', '_').slice(1)}-${run}.json`;
        writeFileSync(`${reports}/${name}`, JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`${path} ended on ${landed}: not signed in?`);
      const requests =
        (
          lhr.audits['network-requests']?.details as
            { items: { url: string; resourceType?: string }[] } | undefined
        )?.items ?? [];
      const scripts = new Set(
        requests
          .filter((request) => request.resourceType === 'Script')
          .map((request) => new URL(request.url).pathname),
      );
      const figures: Figures = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        jsGzip: [...scripts].reduce((sum, script) => sum + gzipSize(script), 0),
      };
      runs.push(figures);
      console.log(
        `  ${path} run ${run}: performance ${figures.performance}, accessibility ` +
          `${figures.accessibility}, CLS ${figures.cls.toFixed(3)}, LCP ${Math.round(figures.lcp)} ms, ` +
          `TBT ${Math.round(figures.tbt)} ms (${load()})`,
      );
      if (run === RUNS && figures.accessibility < 100) {
        const failing = Object.values(lhr.audits).filter(
          (audit) =>
            audit.score === 0 &&
            lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
        );
        for (const audit of failing) console.log(`    accessibility: ${audit.id}: ${audit.title}`);
      }
    }
    const m = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const misses = [
      m('performance') < BUDGET.performance && `performance < ${BUDGET.performance}`,
      m('accessibility') < BUDGET.accessibility && `accessibility < ${BUDGET.accessibility}`,
      m('cls') > BUDGET.cls && `CLS > ${BUDGET.cls}`,
    ].filter(Boolean);
    failed ||= misses.length > 0;
    console.log(
      `${path} (median of ${RUNS}): performance ${m('performance')}, accessibility ` +
        `${m('accessibility')}, CLS ${m('cls').toFixed(3)}, LCP ${Math.round(m('lcp'))} ms, ` +
        `TBT ${Math.round(m('tbt'))} ms, JS ${(m('jsGzip') / 1024).toFixed(1)} KB gzip ` +
        `(${load()}): ${misses.length > 0 ? `OVER BUDGET (${misses.join(', ')})` : 'ok'}`,
    );
  }
  await browser.disconnect();
} finally {
  chrome?.kill();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
