// `npm test`: every check, in the order that fails fastest, ending with one closing line
// (`Tests: N passed, N failed, N skipped`) that CI reads. Steps of one stage run at the same time
// (each Vitest run uses one worker on two cores, so a second run fills the idle core); a stage
// starts only when the one before it passed. `npm test -- --serial` runs one step at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '@rabbithole/test-support/chromium';
import { root } from './lib.mjs';

const serial = process.argv.includes('--serial');
const reports = mkdtempSync(join(tmpdir(), 'rabbithole-test-'));

/**
 * Runs a command. Alone in its stage it prints as it goes; beside others its output (stdout and
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

const stages = [
  // Cheap and likeliest to fail: nothing expensive starts until these pass.
  [
    command('typecheck', 'npx', ['tsc', '-b']),
    command('lint', 'npm', ['run', '--silent', 'lint']),
    // The server's OpenAPI document against Redocly's recommended rules (scripts/lint-openapi.mjs).
    command('openapi lint', 'npm', ['run', '--silent', 'lint:openapi']),
  ],
  [
    vitest('unit', 'unit', { config: 'vitest.unit.config.ts' }),
    vitest('api on PGlite', 'api', { config: 'apps/api/vitest.config.ts' }),
    vitest('api on PostgreSQL', 'api', {
      config: 'apps/api/vitest.config.ts',
      wrapper: ['scripts/with-throwaway-postgres.mjs'],
    }),
    vitest('api processes', 'api-process', { config: 'apps/api/vitest.process.config.ts' }),
    // The design system packed, installed outside the workspace and rendered in Chromium: here
    // it fills the core the api runs leave idle once the shorter ones end.
    vitest('design-system package', 'packaging', {
      config: 'packaging/vitest.config.ts',
      before: withChromium,
    }),
  ],
  // No separate web build: the e2e setup makes the production build it serves, with the settings
  // of its Firebase Auth emulator (e2e/support/global-setup.ts), so one here would go unused.
  [
    vitest('components', 'components', {
      config: 'vitest.components.config.ts',
      before: withChromium,
    }),
    // Every story once: render, play function, axe (the a11y addon's own check), then its
    // committed screenshot; `npm run visual:update` rewrites those. The `storybook` project runs
    // the same stories through Storybook's Vitest addon (`npm run test:storybook`) and is left out
    // here: rendering every story a second time bought no check this one lacks.
    vitest('stories', 'visual', { config: 'visual/vitest.config.ts', before: withChromium }),
    // Beside the story runs: its own web build and emulator start use the core they leave idle.
    vitest('e2e', 'e2e', { config: 'e2e/vitest.config.ts', before: withChromium }),
  ],
].flatMap((stage) => (serial ? stage.map((step) => [step]) : [stage]));

function readCounts(report) {
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
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
for (const stage of stages) {
  const buffered = stage.length > 1;
  const names = stage.map((step) => step.name).join(', ');
  console.log(
    buffered ? `\n▶ ${names} (side by side; each one's output when it ends)` : `\n▶ ${names}`,
  );
  const results = await Promise.all(
    stage.map((step) =>
      runStep(step, buffered).then((result) => {
        if (buffered) {
          const verdict = result.code === 0 ? 'ok' : 'FAILED';
          process.stdout.write(
            `\n── ${step.name}: ${verdict} in ${result.time} ──\n${result.output}`,
          );
        }
        return result;
      }),
    ),
  );
  for (const { step, code, counts, time } of results) {
    if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
    // A step that failed without a report (crash, config error) still counts as a failure.
    if (code !== 0 && (!counts || counts.failed === 0)) totals.failed += 1;
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${detail} ${time}`);
    if (code !== 0) failed.push(step.name);
  }
  if (failed.length) break;
}
rmSync(reports, { recursive: true, force: true });

console.log(`\n${lines.join('\n')}`);
console.log(`All steps: ${seconds(runStarted)}`);
if (failed.length) console.log(`Stopped at the first failing stage: ${failed.join(', ')}.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length ? 1 : 0);
