// design.md section 6: list and detail endpoints should keep at least half the throughput of the
// same server's bare /api/healthz. Runs the real server on the embedded database with the demo
// seed, loads each path from this machine only, and prints the ratio against that baseline.
import { getLiveness, listSets, urlOf } from '@rabbithole/api-contract';
import autocannon from 'autocannon';
import { startServer } from '@rabbithole/test-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const BUDGET_RATIO = 0.5;

const PATHS = [
  urlOf(listSets),
  urlOf(listSets, { query: { offset: 40 } }),
  urlOf(listSets, { query: { order_by: 'set_name', order_direction: 'asc', genre: 'Techno' } }),
  urlOf(listSets, { query: { search: 'live' } }),
];
const HEALTHZ = urlOf(getLiveness);

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const server = await startServer();
try {
  // Warm up the JIT and the database caches so the first measured path is not penalised.
  await autocannon({ url: server.url + urlOf(listSets), connections: CONNECTIONS, duration: 2 });
  const baseline = await requestsPerSecond(server.url + HEALTHZ);
  console.log(`baseline ${HEALTHZ}: ${baseline.toFixed(0)} req/s`);
  let failures = 0;
  for (const path of PATHS) {
    const rate = await requestsPerSecond(server.url + path);
    const ratio = rate / baseline;
    const verdict = ratio >= BUDGET_RATIO ? 'ok' : 'UNDER BUDGET';
    if (ratio < BUDGET_RATIO) failures += 1;
    console.log(`${path}: ${rate.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (${verdict})`);
  }
  process.exitCode = failures ? 1 : 0;
} finally {
  await server.stop();
}
