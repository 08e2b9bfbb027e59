// design.md section 6: the JavaScript a browser fetches to show /login must stay within 120 KB
// gzip. Measured as a person meets it: the real server, the production build, Chromium loading
// the page; every script it requested (the entry, its imports, the lazy route chunk) is counted
// at its gzip size from the build output.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '@rabbithole/test-support';

const BUDGET_BYTES = 120 * 1024;
// The budget is set on the first page a visitor meets; other pages are printed for comparison.
const BUDGETED_PAGE = '/login';
const PAGES = [BUDGETED_PAGE, '/sets'];
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

function gzipSize(path: string): number {
  const file = `${dist}${path}`;
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

execFileSync('npm', ['run', 'build', '--silent', '-w', '@rabbithole/web'], { stdio: 'inherit' });
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
let overBudget = false;
try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.close();
    const sizes = [...scripts].map((script) => ({ script, bytes: gzipSize(script) }));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const kilobytes = `${path}: ${(total / 1024).toFixed(1)} KB gzip of JS`;
    if (path === BUDGETED_PAGE) {
      overBudget = total > BUDGET_BYTES;
      const verdict = overBudget ? 'OVER BUDGET' : 'ok';
      console.log(
        `${kilobytes}, ratio ${(total / BUDGET_BYTES).toFixed(2)} of 120 KB (${verdict})`,
      );
    } else {
      console.log(`${kilobytes} (no budget of its own; for comparison)`);
    }
    for (const { script, bytes } of sizes)
      console.log(`  ${script} ${(bytes / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = overBudget ? 1 : 0;
