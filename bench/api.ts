// design.md section 6 and issues 7 and 12: the API on the large seed (`seed --scale large`), on
// PGlite and on PostgreSQL (BENCH_DB=pglite|postgres runs one; BENCH_DATA_DIR and
// BENCH_DATABASE_URL reuse a large-seeded database, large-catalog.ts):
// - the latency of the four list searches, one at a time over ~90 distinct terms each (budget:
//   median ≤ 50 ms);
// - throughput and p99 of /api/healthz (the ceiling), the four discover lists, four details, a
//   guest search (terms in turn), the same search signed in (never from the guest cache) and a
//   signed-in toggle (favourite / unfavourite sets in turn), each as a ratio of the ceiling
//   (budget ≥ 0.50 for the guest reads);
// - on PGlite, the server's resident memory idle and at its peak under that load (≤ 400 MiB).
// Everything is measured BENCH_ROUNDS times (3) and judged by the median round: on a small
// machine shared with other work, one round can be off by half.
import {
  getArtist,
  getLabel,
  getLiveness,
  getSet,
  getTrack,
  listArtists,
  listLabels,
  listSets,
  listTracks,
  toggleSetFav,
  urlOf,
} from '@rabbithole/api-contract';
import { load, peakResident, residentMiB, type Load, type LoadTarget } from './api-load.ts';
import { largeCatalog, startOn, type BenchDatabase } from './large-catalog.ts';
import {
  atLeast,
  atMost,
  loadAverage,
  median,
  percentile,
  recordFigures,
  type Figure,
} from './results.ts';
import { signIn } from './session.ts';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SEARCH_BUDGET_MS = 50;
const RATIO_BUDGET = 0.5;
const RSS_BUDGET_MIB = 400;
const DATABASES: BenchDatabase[] =
  process.env.BENCH_DB === 'pglite' || process.env.BENCH_DB === 'postgres'
    ? [process.env.BENCH_DB]
    : ['pglite', 'postgres'];

type Row = Record<string, unknown>;

async function getJson(url: string): Promise<Row[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as { data: Row[] }).data;
}

/** Exact, prefix and one-typo variants of real names: every request a different URL. */
function searchTerms(names: string[]): string[] {
  const terms = new Set<string>();
  for (const name of names) {
    terms.add(name.toLowerCase());
    terms.add(name.slice(0, Math.max(3, Math.ceil(name.length * 0.6))));
    // Swap two letters in the middle: a typo the trigram match must forgive.
    const i = Math.floor(name.length / 2);
    if (name.length > 5)
      terms.add(
        `${name.slice(0, i - 1)}${name.charAt(i)}${name.charAt(i - 1)}${name.slice(i + 1)}`,
      );
  }
  // Every other term: about 90 per list, from all three pages, each a distinct URL.
  return [...terms].filter((_, index) => index % 2 === 0);
}

async function searchLatency(base: string, paths: string[]) {
  for (const path of paths.slice(0, 5)) await getJson(`${base}${path}+warm`);
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    await getJson(base + path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), count: times.length };
}

interface Searched {
  label: string;
  paths: string[];
}

/** Search terms from three pages of each list far apart, so they are not all alike. */
async function searchesOf(base: string): Promise<{ searches: Searched[]; setIds: number[] }> {
  const pages = async (list: (offset: number) => string, offsets: number[]) =>
    (await Promise.all(offsets.map((offset) => getJson(base + list(offset))))).flat();
  const far = [0, 400, 2000];
  const sets = await pages((offset) => urlOf(listSets, { query: { offset } }), far);
  const lists = [
    { label: 'sets', endpoint: listSets, names: sets.map((row) => String(row.set_name)) },
    {
      label: 'tracks',
      endpoint: listTracks,
      names: (await pages((offset) => urlOf(listTracks, { query: { offset } }), far)).map((row) =>
        String(row.title),
      ),
    },
    {
      label: 'artists',
      endpoint: listArtists,
      names: (await pages((offset) => urlOf(listArtists, { query: { offset } }), far)).map((row) =>
        String(row.name),
      ),
    },
    {
      label: 'labels',
      endpoint: listLabels,
      names: (await pages((offset) => urlOf(listLabels, { query: { offset } }), [0, 150, 400])).map(
        (row) => String(row.name),
      ),
    },
  ];
  return {
    searches: lists.map(({ label, endpoint, names }) => ({
      label,
      paths: searchTerms(names).map((search) => urlOf(endpoint, { query: { search } })),
    })),
    setIds: sets.map((row) => Number(row.id)),
  };
}

async function bench(kind: BenchDatabase): Promise<Figure[]> {
  const group = `api ${kind}`;
  const catalog = await largeCatalog(kind);
  try {
    if (catalog.seedSeconds !== null) {
      console.log(`[${kind}] seed --scale large: ${catalog.seedSeconds.toFixed(0)} s`);
    }
    const server = await startOn(catalog);
    try {
      const base = server.url;
      const { searches, setIds } = await searchesOf(base);
      const idle = residentMiB(server.pid);
      const { accessToken } = await signIn(base, `bench-${kind}`);
      const setSearch = searches[0]?.paths ?? [];
      const targets: [string, LoadTarget, boolean][] = [
        ['sets list', { paths: [urlOf(listSets)] }, true],
        ['tracks list', { paths: [urlOf(listTracks)] }, true],
        ['artists list', { paths: [urlOf(listArtists)] }, true],
        ['labels list', { paths: [urlOf(listLabels)] }, true],
        ['set detail', { paths: [urlOf(getSet, { params: { id: 5000 } })] }, true],
        ['track detail', { paths: [urlOf(getTrack, { params: { id: 5000 } })] }, true],
        ['artist detail', { paths: [urlOf(getArtist, { params: { id: 4000 } })] }, true],
        ['label detail', { paths: [urlOf(getLabel, { params: { id: 300 } })] }, true],
        ['sets search, guest', { paths: setSearch }, true],
        ['sets search, signed in', { paths: setSearch, bearer: accessToken }, false],
        [
          'toggle favourite, signed in',
          {
            method: 'PUT',
            bearer: accessToken,
            paths: setIds.map((id) => urlOf(toggleSetFav, { params: { id } })),
          },
          false,
        ],
      ];
      const latencies = new Map<string, { median: number[]; p95: number[] }>();
      const loads = new Map<string, Load[]>();
      const add = (key: string, measured: Load) =>
        loads.set(key, [...(loads.get(key) ?? []), measured]);

      const { peak } = await peakResident(server.pid, async () => {
        for (let round = 1; round <= ROUNDS; round += 1) {
          console.log(`[${kind}] round ${round}/${ROUNDS}, load average ${loadAverage()}`);
          for (const { label, paths } of searches) {
            const measured = await searchLatency(base, paths);
            const kept = latencies.get(label) ?? { median: [], p95: [] };
            kept.median.push(measured.median);
            kept.p95.push(measured.p95);
            latencies.set(label, kept);
            console.log(
              `[${kind}]   search ${label}: median ${measured.median.toFixed(1)} ms, ` +
                `p95 ${measured.p95.toFixed(1)} ms over ${measured.count} distinct queries`,
            );
          }
          // Warm up the JIT and the database caches so the first measured path is not penalised.
          await load(base, { paths: [urlOf(listSets)] }, 2);
          const ceiling = await load(base, { paths: [urlOf(getLiveness)] });
          add('healthz', ceiling);
          for (const [name, target] of targets) {
            const measured = await load(base, target);
            add(name, measured);
            console.log(
              `[${kind}]   ${name}: ${measured.requestsPerSecond.toFixed(0)} req/s, ` +
                `ratio ${(measured.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}`,
            );
          }
        }
      });

      const figures: Figure[] = [];
      for (const { label } of searches) {
        const kept = latencies.get(label) ?? { median: [], p95: [] };
        figures.push({
          group,
          name: `search ${label}, median latency`,
          value: median(kept.median),
          unit: 'ms',
          note: `p95 ${median(kept.p95).toFixed(1)} ms`,
          budget: atMost(SEARCH_BUDGET_MS),
        });
      }
      const rounds = (key: string) => loads.get(key) ?? [];
      const ceilings = rounds('healthz');
      const throughputNote = (key: string) =>
        `${median(rounds(key).map((l) => l.requestsPerSecond)).toFixed(0)} req/s, ` +
        `p99 ${median(rounds(key).map((l) => l.p99)).toFixed(0)} ms`;
      figures.push({
        group,
        name: '/api/healthz (the ceiling)',
        value: median(ceilings.map((l) => l.requestsPerSecond)),
        unit: 'req/s',
        note: `p99 ${median(ceilings.map((l) => l.p99)).toFixed(0)} ms`,
      });
      for (const [name, , budgeted] of targets) {
        // The ratio of each round to that round's own ceiling, then the median of the rounds.
        const ratios = rounds(name).map(
          (l, index) => l.requestsPerSecond / (ceilings[index]?.requestsPerSecond ?? Number.NaN),
        );
        figures.push({
          group,
          name: `${name}, ratio of healthz`,
          value: median(ratios),
          unit: 'ratio',
          note: throughputNote(name),
          ...(budgeted ? { budget: atLeast(RATIO_BUDGET) } : {}),
        });
      }
      if (kind === 'pglite') {
        figures.push(
          {
            group,
            name: 'server RSS, idle',
            value: idle,
            unit: 'MiB',
            budget: atMost(RSS_BUDGET_MIB),
          },
          {
            group,
            name: 'server RSS, peak under load',
            value: peak,
            unit: 'MiB',
            note: 'sampled every 100 ms',
            budget: atMost(RSS_BUDGET_MIB),
          },
        );
      }
      console.log(`[${kind}] done, load average ${loadAverage()}`);
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await catalog.dispose();
  }
}

const figures: Figure[] = [];
for (const kind of DATABASES) figures.push(...(await bench(kind)));
recordFigures('api', figures);
