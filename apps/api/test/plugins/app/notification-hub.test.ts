import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build-app.ts';
import { appWithoutRedis, expectRedisReachable, TEST_REDIS_URL } from '../../helpers/redis.ts';

// The notification hub: listeners by user in each process, woken across processes through
// Redis (REDIS_URL), and a Redis that is away costing only the other processes' liveness.

/** A user id no other test file wakes: the channel is shared by every run on this Redis. */
const someone = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);

describe('the notification hub', () => {
  it('wakes a listener of another process through Redis, and only that user’s', async () => {
    await expectRedisReachable(TEST_REDIS_URL);
    const first = await buildTestApp({ seed: 'none', redisUrl: TEST_REDIS_URL });
    const second = await buildTestApp({ seed: 'none', redisUrl: TEST_REDIS_URL });
    try {
      const woken: string[] = [];
      const stop = second.app.notificationHub.subscribe(someone, () => woken.push('someone'));
      second.app.notificationHub.subscribe(someone + 1, () => woken.push('another'));
      await first.app.notificationHub.publish([someone]);
      await expect.poll(() => woken).toEqual(['someone']);
      stop();
      await first.app.notificationHub.publish([someone]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(woken).toEqual(['someone']);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps waking this process’s listeners while Redis is unreachable, and logs why without the URL', async () => {
    // The password must never reach a log line.
    const { testApp, logs } = await appWithoutRedis('redis://:hub-secret-password@127.0.0.1:1');
    try {
      let woken = 0;
      testApp.app.notificationHub.subscribe(someone, () => (woken += 1));
      await testApp.app.notificationHub.publish([someone]);
      expect(woken).toBe(1);
      expect(logs.logged(50, 'Notification fan-out (Redis at REDIS_URL) unreachable')).toBe(true);
      expect(logs.lines.filter((line) => line.includes('hub-secret-password'))).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
