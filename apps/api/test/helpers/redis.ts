import { Socket } from 'node:net';
import { buildTestApp } from './build-app.ts';
import { captureLogs } from './log-capture.ts';

/** The Redis the tests of REDIS_URL use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails (never skips) with what to do when the Redis these tests need is not running. */
export async function expectRedisReachable(url: string) {
  const { hostname, port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    socket.setTimeout(2000);
    const fail = (why: string) => {
      socket.destroy();
      reject(
        new Error(
          `These tests need Redis at ${url} (${why}). Start one (redis-server, or ` +
            '`docker run -p 6379:6379 redis`), or point TEST_REDIS_URL at one.',
        ),
      );
    };
    socket.once('error', (error) => fail(error.message));
    socket.once('timeout', () => fail('no answer within 2 s'));
    socket.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve();
    });
  });
}

/**
 * The app with REDIS_URL where no Redis will ever answer (port 1 refuses connections at once),
 * and what it logs.
 */
export async function appWithoutRedis(redisUrl = 'redis://127.0.0.1:1') {
  const logs = captureLogs();
  const testApp = await buildTestApp({ seed: 'none', redisUrl }, { logger: logs.logger });
  return { testApp, logs };
}
