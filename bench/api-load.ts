// Load from this machine for api.ts: autocannon runs (throughput and p99) of one URL or of a
// rotation of paths, and the server process's resident memory while they run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

export interface Load {
  requestsPerSecond: number;
  p99: number;
}

export interface LoadTarget {
  /** One path, or several taken in turn, request by request (distinct searches, toggles). */
  paths: string[];
  method?: 'GET' | 'PUT';
  bearer?: string;
}

export async function load(base: string, target: LoadTarget, seconds = DURATION_SECONDS) {
  let next = 0;
  const { paths, method = 'GET', bearer } = target;
  const first = paths[0];
  if (first === undefined) throw new Error('nothing to load');
  const result = await autocannon({
    url: base + first,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        // Consecutive requests take consecutive paths, so the ten in flight never share one.
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${first}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 } satisfies Load;
}

/** VmRSS of a process in MiB, from /proc (Linux). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : Number.NaN;
}

/** The highest VmRSS seen, sampled every 100 ms while `during` runs. */
export async function peakResident<T>(pid: number, during: () => Promise<T>) {
  let peak = residentMiB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 100);
  try {
    const result = await during();
    return { result, peak: Math.max(peak, residentMiB(pid)) };
  } finally {
    clearInterval(timer);
  }
}
