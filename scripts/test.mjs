// `npm test`: every check, ending with one closing line (`Tests: N passed, N failed, N skipped`)
// that CI reads. Steps run side by side, at most SIDE_BY_SIDE at once, the longest first: on two
// cores a stage that waits for its slowest step leaves a core idle, and the e2e journeys (the
// longest step) used to start only after every api run. A failure stops steps not yet started.
// `npm test -- --serial` runs one step at a time, each printing as it goes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium } from '@rabbithole/test-support/chromium';
import { root } from './lib.mjs';

const serial = process.argv.includes('--serial');
const reports = mkdtempSync(join(tmpdir(), 'rabbithole-test-'));

/**
 * Runs a command. Alone (--serial) it prints as it goes; beside others its output (stdout and
 * stderr in the order they came) is kept and printed whole when it ends, so logs never interleave.
 */
function exec(command, args, { buffered }) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // A piped child sees no terminal: keep its colours when ours has them.
    if (buffered && process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve({ code: 127, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/**
 * One Vitest project through its own config file: the root config would load every project's
 * config (Storybook's included) before running one, which costs seconds per step.
 */
const vitest = (name, project, { config, wrapper = [], before } = {}) => ({
  name,
  async run(io) {
    await before?.();
    const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
    const args = ['vitest', 'run', ...(config ? ['--config', config] : ['--project', project])];
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
    const result = wrapper.length
      ? await exec('node', [...wrapper, 'npx', ...args], io)
      : await exec('npx', args, io);
    return { ...result, counts: readCounts(report) };
  },
});
const command = (name, cmd, args) => ({
  name,
  async run(io) {
    return { ...(await exec(cmd, args, io)), counts: null };
  },
});

// Browser steps may run side by side: find (or install) Chromium once for all of them.
let chromium;
const withChromium = async () => {
  chromium ??= ensureChromium();
  process.env.CHROME_PATH = await chromium;
};

// Longest first (seconds on CI's two cores, beside the others): the pool starts them in this
// order, so the long ones overlap and the short ones fill the gaps at the end. The cheap checks
// likeliest to fail come right after the longest, so a type or lint error still stops the run
// within minutes.
const steps = [
  // No separate web build: the e2e setup makes the production build it serves, with the settings
  // of its Firebase Auth emulator (e2e/support/global-setup.ts), so one here would go unused.
  vitest('e2e', 'e2e', { config: 'e2e/vitest.config.ts', before: withChromium }),
  command('typecheck', 'npx', ['tsc', '-b']),
  command('lint', 'npm', ['run', '--silent', 'lint']),
  // Every story once: render, play function, axe (the a11y addon's own check), then its
  // committed screenshot; `npm run visual:update` rewrites those. The `storybook` project runs
  // the same stories through Storybook's Vitest addon (`npm run test:storybook`) and is left out
  // here: rendering every story a second time bought no check this one lacks.
  vitest('stories', 'visual', { config: 'visual/vitest.config.ts', before: withChromium }),
  vitest('api on PGlite', 'api', { config: 'apps/api/vitest.config.ts' }),
  vitest('api on PostgreSQL', 'api', {
    config: 'apps/api/vitest.config.ts',
    wrapper: ['scripts/with-throwaway-postgres.mjs'],
  }),
  vitest('components', 'components', {
    config: 'vitest.components.config.ts',
    before: withChromium,
  }),
  // The design system packed, installed outside the workspace and rendered in Chromium.
  vitest('design-system package', 'packaging', {
    config: 'packaging/vitest.config.ts',
    before: withChromium,
  }),
  vitest('api processes', 'api-process', { config: 'apps/api/vitest.process.config.ts' }),
  vitest('unit', 'unit', { config: 'vitest.unit.config.ts' }),
  // The server's OpenAPI document against Redocly's recommended rules (scripts/lint-openapi.mjs).
  command('openapi lint', 'npm', ['run', '--silent', 'lint:openapi']),
];
/** Each Vitest run uses one worker; three keep two cores busy while one waits on a browser or I/O. */
const SIDE_BY_SIDE = serial ? 1 : 3;

function readCounts(report) {
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
    failures: json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          file: file.name,
          name: test.fullName,
          message: test.failureMessages[0],
        })),
    ),
  };
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

async function runStep(step, buffered) {
  const started = Date.now();
  let result;
  try {
    result = await step.run({ buffered });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    result = { code: 1, output: `${message}\n`, counts: null };
    if (!buffered) console.error(message);
  }
  return { step, ...result, time: seconds(started) };
}

const runStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failed = [];
const failures = [];
const buffered = SIDE_BY_SIDE > 1;
console.log(
  buffered
    ? `\n▶ ${steps.length} steps, ${SIDE_BY_SIDE} side by side; each one's output when it ends`
    : `\n▶ ${steps.length} steps, one at a time`,
);
const waiting = [...steps];
async function worker() {
  for (let step = waiting.shift(); step && !failed.length; step = waiting.shift()) {
    if (!buffered) console.log(`\n▶ ${step.name}`);
    const { code, counts, time, output } = await runStep(step, buffered);
    if (buffered) {
      process.stdout.write(
        `\n── ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${time} ──\n${output}`,
      );
    }
    if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
    // A step that failed without a report (crash, config error) still counts as a failure.
    if (code !== 0 && (!counts || counts.failed === 0)) totals.failed += 1;
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${detail} ${time}`);
    if (code !== 0) failed.push(step.name);
    if (counts) failures.push(...counts.failures);
  }
}
await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
rmSync(reports, { recursive: true, force: true });

console.log(`\n${lines.join('\n')}`);
console.log(`All steps: ${seconds(runStarted)}`);
// CI shows only the tail of the output, so the failed tests are named again here, each with the
// start of its message (a screenshot's says how many pixels differ on its third line).
for (const { file, name, message = '' } of failures) {
  const opening = message
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 3)
    .map((line) => `    ${line.trim().slice(0, 300)}`);
  console.log(`✗ ${relative(root, file)} › ${name}\n${opening.join('\n')}`);
}
if (failed.length) {
  const skipped = waiting.map((step) => step.name);
  console.log(
    `Failed: ${failed.join(', ')}.${skipped.length ? ` Not run: ${skipped.join(', ')}.` : ''}`,
  );
}
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length ? 1 : 0);
