// `npm run bench`: every benchmark, one after the other, each in a process of its own (as it runs
// alone), then one table of every figure beside its budget. Exits non-zero when a budget is
// missed or a benchmark did not finish, but only after all of them ran.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatBudget,
  formatValue,
  loadAverage,
  machine,
  meets,
  readFigures,
  verdictOf,
  type Figure,
} from './results.ts';
import { buildWeb } from './web-build.ts';

const BENCHMARKS = ['web-budget', 'lighthouse', 'inp', 'slow-3g', 'api'];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = BENCHMARKS.filter((name) => !only || only.includes(name));
const here = fileURLToPath(new URL('.', import.meta.url));

function runScript(name: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`)], {
    cwd: here,
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const started = new Date();
// Taken before the run: the code measured is what was checked out when it started.
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with changes)' : ''}`;
const loadAtStart = loadAverage();
const results = mkdtempSync(join(tmpdir(), 'rabbithole-bench-results-'));
buildWeb();
const env = { ...process.env, BENCH_RESULTS: results, BENCH_WEB_BUILT: '1' };
const exits = new Map<string, number>();
for (const name of chosen) {
  console.log(`\n=== ${name} (load average ${loadAverage()}) ===`);
  exits.set(name, await runScript(name, env));
}
const figures = readFigures(results);
rmSync(results, { recursive: true, force: true });

const header = ['figure', 'value', 'budget', 'verdict', 'note'];
const rows: string[][] = [];
for (const name of chosen) {
  const found: Figure[] = figures.get(name) ?? [];
  for (const figure of found) {
    rows.push([
      `${figure.group}: ${figure.name}`,
      formatValue(figure.value, figure.unit),
      formatBudget(figure),
      verdictOf(figure),
      figure.note ?? '',
    ]);
  }
  if (found.length === 0) {
    rows.push([name, 'n/a', '', 'MISS', `did not finish (exit ${exits.get(name)})`]);
  }
}
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (row: string[]) =>
  `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;

console.log(
  `\n## Rabbithole benchmarks, ${started.toISOString().slice(0, 16)} UTC, ` + `commit ${commit}`,
);
console.log(
  `machine: ${machine()}; load average (1, 5, 15 min) ${loadAtStart} at the start, ` +
    `${loadAverage()} at the end\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));

const all = [...figures.values()].flat();
const missed = all.filter((figure) => meets(figure) === false);
// A script that exits non-zero without a missed budget of its own failed along the way.
const unfinished = chosen.filter(
  (name) =>
    exits.get(name) !== 0 && !(figures.get(name) ?? []).some((figure) => meets(figure) === false),
);
console.log(
  `\n${all.filter((figure) => figure.budget).length - missed.length} budgets met, ` +
    `${missed.length} missed` +
    (unfinished.length ? `; did not finish: ${unfinished.join(', ')}` : '') +
    '.',
);
process.exitCode = missed.length > 0 || unfinished.length > 0 ? 1 : 0;
