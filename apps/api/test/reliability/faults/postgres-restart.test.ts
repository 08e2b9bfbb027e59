import type { SpawnedServer } from '@rabbithole/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, registerWriters, waitUntil, type Answer } from './api-calls.ts';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { demoTargets, freshDir, sleep, startServer } from './servers.ts';
import { recountStoredCounts } from './stored-counts.ts';
import { verifyWrites } from './verify-writes.ts';
import { startWriteStream } from './write-stream.ts';

// design.md section 3: /api/readyz says whether the database answers, so a load balancer stops
// sending traffic while it does not. PostgreSQL crashes under a stream of reads and writes and
// comes back: the same server process says so, answers clean 503s meanwhile, takes traffic again
// by itself, and has lost nothing it acknowledged.

let cluster: PrivatePostgres | null = null;

afterAll(async () => {
  await cluster?.destroy();
});

/** A 503 a client can act on: the error shape, Retry-After, and nothing of the internals. */
function expectCleanUnavailable(answer: Answer) {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.body).toMatchObject({ code: 503, message: 'Service Unavailable' });
  expect(answer.headers.get('retry-after'), answer.text).toMatch(/^\d+$/);
  expect(answer.text).not.toMatch(/\bat \S+:\d+|select |insert |update |ECONN|stack|postgres:/i);
}

async function readiness(base: string) {
  return callApi(base, 'GET', '/readyz', { timeoutMs: 10_000 });
}

/** Waits for readyz to answer `status`, failing at once, and saying so, if the server died. */
async function readyzAnswers(server: SpawnedServer, base: string, status: number, ms: number) {
  await waitUntil(`readyz to answer ${status}`, ms, async () => {
    if (server.child.exitCode !== null) return true;
    return (await readiness(base)).status === status;
  });
  expect(server.child.exitCode, 'the server process exited when PostgreSQL went away').toBeNull();
}

describe('PostgreSQL restarting under load', () => {
  it('answers 503 on readyz while it is down, recovers by itself, and loses nothing acknowledged', async () => {
    cluster = await startPrivatePostgres();
    const server = startServer(freshDir(), { DATABASE_URL: cluster.url, SEED: 'demo' });
    const base = await server.listening();
    const writers = await registerWriters(base, 4);
    const targets = await demoTargets(base);

    const stream = startWriteStream(base, writers, targets);
    const reads: Answer[] = [];
    const reading = new AbortController();
    const reader = (async () => {
      while (!reading.signal.aborted) {
        const answer = await callApi(base, 'GET', '/sets?limit=5').catch(() => null);
        if (answer) reads.push(answer);
        await sleep(answer?.status === 200 ? 10 : 50);
      }
    })();
    await waitUntil('writes to be acknowledged', 60_000, async () => stream.acknowledged() >= 30);

    await cluster.stop('immediate');
    const down = Date.now();
    await readyzAnswers(server, base, 503, 10_000);
    const notReady = await readiness(base);
    expectCleanUnavailable(notReady);
    expect((await callApi(base, 'GET', '/healthz')).status).toBe(200);
    await sleep(2000);
    const failedWhileDown = stream.ledgers.flatMap((ledger) => ledger.failures);
    expect(failedWhileDown.length, 'writes attempted while the database was down').toBeGreaterThan(
      0,
    );

    await cluster.start();
    const back = Date.now();
    await readyzAnswers(server, base, 200, 20_000);
    const recoveredMs = Date.now() - back;
    stream.markEpoch();
    const acknowledgedAfter = () =>
      stream.ledgers.reduce((sum, ledger) => sum + ledger.acknowledgedSinceMark, 0);
    // Writing works again, on the same process: it was not restarted.
    await waitUntil('writes acknowledged after PostgreSQL came back', 30_000, async () => {
      return acknowledgedAfter() >= 20;
    });
    await stream.stop();
    reading.abort();
    await reader;

    expect(server.child.exitCode, 'the same server process still runs').toBeNull();

    const failures = [
      ...stream.ledgers.flatMap((ledger) => ledger.failures),
      ...reads.filter((read) => read.status !== 200),
    ];
    for (const failure of failures) expectCleanUnavailable(failure);

    const verdict = await verifyWrites(base, stream.ledgers, targets);
    const counts = await recountStoredCounts({ kind: 'postgres', url: cluster.url });
    console.log(
      `reliability: PostgreSQL restart: down ${back - down} ms, ready again ${recoveredMs} ms after ` +
        `it was; ${verdict.acknowledged} writes acknowledged, ${verdict.found} found; ` +
        `${failures.length} clean 503s while down (unanswered writes: ${verdict.uncertainApplied} ` +
        `applied, ${verdict.uncertainAbsent} not); ${counts.drifted.length} of ` +
        `${counts.checked} stored counts drifted`,
    );
    expect(verdict.problems).toEqual([]);
    expect(counts.drifted).toEqual([]);
    expect(verdict.found).toBe(verdict.acknowledged);
  });
});
