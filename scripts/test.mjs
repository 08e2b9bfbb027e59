// `npm test`: every check, in the order that fails fastest, ending with one closing line
// (`Tests: N passed, N failed, N skipped`) that CI reads.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale } from './build-web.mjs';
import { ensureChromium, run } from './lib.mjs';

const reports = mkdtempSync(join(tmpdir(), 'rabbithole-test-'));
const vitest = (name, project, { wrapper = [] } = {}) => ({
  name,
  async run() {
    const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
    const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'];
    args.push(`--outputFile.json=${report}`);
    const code = wrapper.length
      ? await run('node', [...wrapper, 'npx', ...args])
      : await run('npx', args);
    return { code, counts: readCounts(report) };
  },
});
const command = (name, cmd, args) => ({
  name,
  async run() {
    return { code: await run(cmd, args), counts: null };
  },
});

const steps = [
  command('typecheck', 'npx', ['tsc', '-b']),
  command('lint', 'npm', ['run', '--silent', 'lint']),
  // The server's OpenAPI document against Redocly's recommended rules (scripts/lint-openapi.mjs).
  command('openapi lint', 'npm', ['run', '--silent', 'lint:openapi']),
  vitest('unit', 'unit'),
  vitest('api on PGlite', 'api'),
  vitest('api on PostgreSQL', 'api', { wrapper: ['scripts/with-throwaway-postgres.mjs'] }),
  vitest('api processes', 'api-process'),
  {
    name: 'storybook',
    async run() {
      process.env.CHROME_PATH = await ensureChromium();
      return vitest('storybook', 'storybook').run();
    },
  },
  {
    name: 'e2e',
    async run() {
      process.env.CHROME_PATH = await ensureChromium();
      await buildWebIfStale();
      return vitest('e2e', 'e2e').run();
    },
  },
];

function readCounts(report) {
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let failedStep = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  let result;
  try {
    result = await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    result = { code: 1, counts: null };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = result.counts;
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
  // A step that failed without a report (crash, config error) still counts as a failure.
  if (result.code !== 0 && (!counts || counts.failed === 0)) totals.failed += 1;
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  lines.push(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${detail} ${seconds}s`);
  if (result.code !== 0) {
    failedStep = step.name;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });

console.log(`\n${lines.join('\n')}`);
if (failedStep) console.log(`Stopped at the first failing step: ${failedStep}.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
