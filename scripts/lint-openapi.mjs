// `npm run lint:openapi`: builds the server's OpenAPI document (the app on an in-memory database,
// no port, no DATA_DIR) and lints it with Redocly's recommended rules, offline. Fails on every
// error and warning except the ones listed in ALLOWED, each with the reason it is right.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

/** Warnings that are true of the API as designed, by rule and JSON pointer. */
const ALLOWED = [
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1healthz/get/responses',
    why: 'a liveness probe takes no input and needs no credentials: it has no 4xx to answer',
  },
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1readyz/get/responses',
    why: 'a readiness probe takes no input and needs no credentials: it answers 200 or 503',
  },
  {
    rule: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1users~1un~1{username}',
    why:
      'spec.md names both /users/un/{username} and the profile tabs /users/{id}/sets|tracks|…; ' +
      'an {id} is digits only (IdParamsSchema), so `un` is never one and the static segment wins',
  },
];

// Redocly must not phone home from a test run: no telemetry, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'rabbithole-openapi-lint-'));
const document = join(scratch, 'openapi.json');
let failed = false;
try {
  // SEED none and an in-memory database are what `cli openapi` uses whatever the environment.
  const built = await run('npm', ['run', '--silent', 'cli', '--', 'openapi', '--out', document], {
    env: { ...env, SEED: 'none' },
  });
  if (built !== 0) throw new Error(`Building the OpenAPI document failed (exit ${built}).`);

  const linted = await capture('npx', [
    'redocly',
    'lint',
    '--extends=recommended',
    '--format=json',
    document,
  ]);
  const report = JSON.parse(linted.out);
  const problems = report.problems.map((problem) => ({
    rule: problem.ruleId,
    severity: problem.severity,
    pointer: problem.location[0]?.pointer ?? '',
    message: problem.message,
  }));
  const allowance = (problem) =>
    ALLOWED.find((allowed) => allowed.rule === problem.rule && allowed.pointer === problem.pointer);
  for (const problem of problems) {
    const allowed = problem.severity === 'warn' ? allowance(problem) : undefined;
    const line = `${problem.severity} ${problem.rule} at ${problem.pointer}: ${problem.message}`;
    if (allowed) {
      console.log(`allowed ${line}\n  (${allowed.why})`);
    } else {
      console.error(`FAIL ${line}`);
      failed = true;
    }
  }
  for (const allowed of ALLOWED) {
    if (!problems.some((problem) => allowance(problem) === allowed)) {
      console.log(
        `note: ${allowed.rule} at ${allowed.pointer} no longer occurs; drop its allowance`,
      );
    }
  }
  console.log(
    `OpenAPI document: ${report.totals.errors} errors, ${report.totals.warnings} warnings ` +
      `(Redocly ${report.version}, recommended rules)${failed ? '' : '; all justified'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
