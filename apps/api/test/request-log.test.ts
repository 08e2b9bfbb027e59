import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-app.ts';

interface Line {
  level: number;
  reqId?: string;
  msg: string;
  [field: string]: unknown;
}

const INFO = 30;
const DEBUG = 20;

/** The app logging JSON at `level` into an array, as pino writes it to stdout. */
async function appLogging(level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as Line);
      }
      done();
    },
  });
  const testApp = await buildTestApp({ seed: 'none' }, { logger: { level, stream } });
  return { testApp, lines };
}

const forRequest = (lines: Line[], id: unknown) => lines.filter((line) => line.reqId === id);

let info: { testApp: TestApp; lines: Line[] };

beforeAll(async () => {
  info = await appLogging('info');
});

afterAll(async () => {
  await info.testApp.close();
});

describe('request logs', () => {
  it('write one line per request: request id, method, path, status, response time', async () => {
    const response = await info.testApp.app.inject({ url: '/api/sets?search=secret%20words' });
    expect(response.statusCode).toBe(200);
    const lines = forRequest(info.lines, response.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: INFO, method: 'GET', path: '/api/sets', status: 200 });
    expect(line?.ms).toBeTypeOf('number');
    expect(line?.msg).toMatch(/^GET \/api\/sets 200 [\d.]+ ms$/);
    // The query (search text a person typed) stays out of the logs.
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('log client errors as their one line, with the status', async () => {
    const response = await info.testApp.app.inject({ url: '/api/sets?limit=0' });
    const lines = forRequest(info.lines, response.headers['x-request-id']);
    expect(lines.map(({ level, status }) => ({ level, status }))).toEqual([
      { level: INFO, status: 422 },
    ]);
  });

  it('log a failure with its request id, and answer without its details', async () => {
    await info.testApp.app.db.execute(sql`alter table sets rename to sets_gone`);
    try {
      const response = await info.testApp.app.inject({ url: '/api/sets' });
      expect(response.statusCode).toBe(500);
      const lines = forRequest(info.lines, response.headers['x-request-id']);
      expect(lines.map(({ msg }) => msg)).toHaveLength(2);
      expect(lines[0]).toMatchObject({ msg: 'request failed', level: 50 });
      expect(lines[1]).toMatchObject({ status: 500, level: INFO });
      expect(JSON.stringify(lines[0]?.err)).toContain('sets');
      expect(response.body).not.toMatch(/sets_gone|relation|select/i);
    } finally {
      await info.testApp.app.db.execute(sql`alter table sets_gone rename to sets`);
    }
  });

  it('keep health probes and static files out of info, and log them at debug', async () => {
    const probes = ['/api/healthz', '/api/readyz', '/media/art/none.svg', '/assets/none.js'];
    for (const url of probes) {
      const response = await info.testApp.app.inject({ url });
      expect(forRequest(info.lines, response.headers['x-request-id'])).toEqual([]);
    }

    const debug = await appLogging('debug');
    try {
      for (const url of probes) {
        const response = await debug.testApp.app.inject({ url });
        const lines = forRequest(debug.lines, response.headers['x-request-id']);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
          level: DEBUG,
          method: 'GET',
          path: url,
          status: response.statusCode,
        });
      }
    } finally {
      await debug.testApp.close();
    }
  });
});
