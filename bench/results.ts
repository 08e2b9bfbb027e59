// The figures every benchmark hands to `npm run bench` (run.ts): each script prints its own and
// writes them as JSON to BENCH_RESULTS (a directory; bench/.results when run alone), so a script
// keeps working on its own and the runner can put all of them in one table.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Budget {
  /** The figure must be at most (`max`) or at least (`min`) the limit. */
  kind: 'max' | 'min';
  limit: number;
}

export interface Figure {
  /** The benchmark's group in the table: "web", "lighthouse", "api pglite", … */
  group: string;
  name: string;
  value: number;
  unit: string;
  /** Only figures with a budget can miss; the others are reported for comparison. */
  budget?: Budget;
  /** What the figure needs beside it to be read right (a p99, a spread, a threshold). */
  note?: string;
}

export const atMost = (limit: number): Budget => ({ kind: 'max', limit });
export const atLeast = (limit: number): Budget => ({ kind: 'min', limit });

export const resultsDir = () =>
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('./.results', import.meta.url));

/** NaN (a figure that could not be measured) never meets a budget. */
export function meets(figure: Figure): boolean | undefined {
  const { budget, value } = figure;
  if (!budget) return undefined;
  // A figure that could not be measured misses its budget: NaN, or null once it has been through
  // the runner's JSON, where `null <= limit` would pass it.
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return budget.kind === 'max' ? value <= budget.limit : value >= budget.limit;
}

const DECIMALS: Record<string, number> = {
  'req/s': 0,
  ms: 0,
  KB: 1,
  MiB: 0,
  ratio: 2,
  score: 0,
  '': 3,
};

export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  // A latency of a few ms needs its tenths; a Lighthouse LCP of seconds does not.
  const decimals = unit === 'ms' && Math.abs(value) < 100 ? 1 : (DECIMALS[unit] ?? 0);
  const number = value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return unit === '' || unit === 'ratio' || unit === 'score' ? number : `${number} ${unit}`;
}

export function formatBudget(figure: Figure): string {
  const { budget } = figure;
  if (!budget) return '';
  return `${budget.kind === 'max' ? '≤' : '≥'} ${formatValue(budget.limit, figure.unit)}`;
}

export function verdictOf(figure: Figure): string {
  const ok = meets(figure);
  return ok === undefined ? '' : ok ? 'ok' : 'MISS';
}

/** One line a figure, as each script prints them while it runs. */
export function describe(figure: Figure): string {
  const budget = formatBudget(figure);
  const verdict = verdictOf(figure);
  return (
    `${figure.group}: ${figure.name} ${formatValue(figure.value, figure.unit)}` +
    (figure.note ? ` (${figure.note})` : '') +
    (budget ? `, budget ${budget}: ${verdict}` : '')
  );
}

/**
 * Prints the figures, writes them for the runner, and sets the exit status: non-zero when one
 * misses its budget.
 */
export function recordFigures(benchmark: string, figures: Figure[]): void {
  for (const figure of figures) console.log(describe(figure));
  const dir = resultsDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${benchmark}.json`), JSON.stringify(figures, null, 2));
  if (figures.some((figure) => meets(figure) === false)) process.exitCode = 1;
}

export function readFigures(dir: string): Map<string, Figure[]> {
  const found = new Map<string, Figure[]>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    found.set(file.slice(0, -5), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Figure[]);
  }
  return found;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;

/** The median (the lower middle one of an even count). */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export const machine = () => `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
