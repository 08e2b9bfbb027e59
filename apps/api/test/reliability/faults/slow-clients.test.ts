import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../src/app.ts';
import { callApi, firstIds, waitUntil } from './api-calls.ts';
import { freshDir, sleep, startServer } from './servers.ts';

// Clients the server does not choose: hundreds of connections that send their headers a byte at
// a time (slowloris), a few that send a body that way, a few that read a large answer (a set's
// audio) a trickle at a time, and a flood of ordinary requests. Meanwhile a load balancer's
// /api/healthz, on a connection of its own, must still answer at once; the trickling senders are
// cut off when their time is up (app.ts), the slow readers are not; and afterwards the server
// serves as before.

const SLOWLORIS_SOCKETS = 300;
const SLOW_BODIES = 5;
const SLOW_READERS = 5;
const FLOOD_CONNECTIONS = 64;
/**
 * A load balancer's patience: the typical probe must answer within the budget, and none may go
 * unanswered for longer than the limit. The typical one, not the slowest: this test shares two
 * cores with its own flood (and, on a developer's machine, with everything else running), so one
 * probe that waited for a CPU says nothing about the server.
 */
const HEALTHZ_BUDGET_MS = 1000;
const HEALTHZ_LIMIT_MS = 3000;

/** GET on a new connection (no pooled socket to hide behind): status and milliseconds taken. */
function freshGet(url: string, timeoutMs = 5000): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
  });
}

/** A connection the test holds open, and what the server did with it. */
interface Held {
  socket: Socket;
  opened: number;
  /** When the server closed it; null while open. */
  closedAt: number | null;
  received: string;
}

/** Connects, sends `head`, then calls `tick` every `everyMs` until the connection closes. */
function hold(port: number, head: string, everyMs: number, tick: (held: Held) => void): Held {
  const socket = connect(port, '127.0.0.1');
  const held: Held = { socket, opened: Date.now(), closedAt: null, received: '' };
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => tick(held), everyMs);
  socket.on('close', () => {
    held.closedAt ??= Date.now();
    clearInterval(timer);
  });
  return held;
}

/** Sends `head`, then `byte` every second, keeping what the server answers. */
function trickle(port: number, head: string, byte: string): Held {
  const held = hold(port, head, 1000, ({ socket }) => {
    if (!socket.destroyed && socket.writable) socket.write(byte);
  });
  held.socket.setEncoding('latin1');
  held.socket.on('data', (chunk: string) => {
    held.received += chunk;
  });
  return held;
}

const slowHeaders = (port: number) =>
  trickle(port, 'GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');

const slowBody = (port: number) =>
  trickle(
    port,
    'POST /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n ',
    ' ',
  );

/** Asks for `path` and reads the answer 1 KiB every 100 ms, at most: a phone on a bad line. */
function slowReader(port: number, path: string): Held {
  const held = hold(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 100, (reader) => {
    const chunk = reader.socket.read(1024) as Buffer | null;
    if (chunk && reader.received.length < 64) reader.received += chunk.toString('latin1', 0, 64);
  });
  held.socket.pause();
  return held;
}

const closedWithin = (held: Held[], ms: number) =>
  held.every((one) => one.closedAt !== null && one.closedAt - one.opened <= ms);

describe('slow clients and a flood of connections', () => {
  it('leave healthz answering within a second; trickling senders are cut off, slow readers not', async () => {
    const server = startServer(freshDir(), { SEED: 'demo' });
    const base = await server.listening();
    const port = Number(new URL(base).port);
    const [setId] = await firstIds(base, 'sets', 1);
    const audioPath = `/media/audio/sets/${setId}.mp3`;
    const audio = await fetch(`${base}${audioPath}`, { method: 'HEAD' });
    expect(audio.status, 'the large answer the slow readers ask for').toBe(200);
    expect(Number(audio.headers.get('content-length'))).toBeGreaterThan(1_000_000);

    const headers = Array.from({ length: SLOWLORIS_SOCKETS }, () => slowHeaders(port));
    const bodies = Array.from({ length: SLOW_BODIES }, () => slowBody(port));
    const readers = Array.from({ length: SLOW_READERS }, () => slowReader(port, audioPath));

    const flooding = new AbortController();
    let flooded = 0;
    const flood = Array.from({ length: FLOOD_CONNECTIONS }, async (_, index) => {
      while (!flooding.signal.aborted) {
        const path = index % 2 === 0 ? '/api/sets?limit=20' : '/api/healthz';
        await freshGet(`${base}${path}`, 10_000);
        flooded += 1;
      }
    });

    const probes: { status: number; ms: number }[] = [];
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      probes.push(await freshGet(`${base}/api/healthz`, HEALTHZ_LIMIT_MS));
      await sleep(100);
    }
    flooding.abort();
    await Promise.all(flood);

    // Node looks for late requests every 2 s (app.ts): a limit is kept within that, plus slack
    // for a busy machine.
    const slack = 2000 + 3000;
    await waitUntil('the slowloris sockets to be cut off', HEADERS_TIMEOUT_MS + slack, async () =>
      closedWithin(headers, HEADERS_TIMEOUT_MS + slack),
    );
    await waitUntil('the slow bodies to be cut off', REQUEST_TIMEOUT_MS + slack, async () =>
      closedWithin(bodies, REQUEST_TIMEOUT_MS + slack),
    );
    const readersOpen = readers.filter((reader) => reader.closedAt === null).length;
    for (const held of [...headers, ...bodies, ...readers]) held.socket.destroy();

    const times = probes.map((probe) => probe.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Infinity;
    const slowest = times.at(-1) ?? Infinity;
    const lasted = (held: Held[]) =>
      Math.max(...held.map((one) => (one.closedAt ?? Date.now()) - one.opened));
    console.log(
      `reliability: slow clients: ${SLOWLORIS_SOCKETS} slowloris sockets (cut off after at most ` +
        `${lasted(headers)} ms), ${SLOW_BODIES} slow bodies (${lasted(bodies)} ms), ` +
        `${readersOpen} of ${SLOW_READERS} slow readers still reading, ${flooded} flood requests ` +
        `on ${FLOOD_CONNECTIONS} connections; ${probes.length} healthz probes, median ${median} ms ` +
        `(budget ${HEALTHZ_BUDGET_MS}), slowest ${slowest} ms (limit ${HEALTHZ_LIMIT_MS})`,
    );
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(median).toBeLessThan(HEALTHZ_BUDGET_MS);
    expect(flooded).toBeGreaterThan(FLOOD_CONNECTIONS);
    // Cut off with an answer that says why, not a reset.
    for (const held of [...headers, ...bodies]) expect(held.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(readersOpen, 'the limits on receiving requests leave long answers alone').toBe(
      SLOW_READERS,
    );
    for (const reader of readers) expect(reader.received).toMatch(/^HTTP\/1\.1 200 /);

    const after = await freshGet(`${base}/api/healthz`);
    expect(after.status).toBe(200);
    expect((await callApi(base, 'GET', `/sets/${setId}`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
