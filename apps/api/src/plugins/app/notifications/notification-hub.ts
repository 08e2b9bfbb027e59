import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import { throttled } from '../../../log-throttle.ts';
import { redisFanOut, type RedisFanOut } from './fan-out.ts';

/**
 * Who is listening for notifications in this process (the open streams, by user), and how a new
 * notification reaches them wherever it was made.
 */
export interface NotificationHub {
  /**
   * Calls `wake` whenever a notification of the user may have been committed, until the
   * returned function is called. A wake is a hint: the listener reads what is new itself.
   */
  subscribe(userId: number, wake: () => void): () => void;
  /**
   * Wakes the users' listeners in this process and, with REDIS_URL, in every other one. Call
   * after the notifications are committed. Never rejects: Redis being away is logged, and the
   * other processes' clients catch up when they reconnect.
   */
  publish(userIds: readonly number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

const LOG_INTERVAL_MS = 30_000;
/**
 * How long the start waits for the subscription (so that listening means subscribed) when Redis
 * neither answers nor refuses.
 */
const SUBSCRIBE_WAIT_MS = 2000;

export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const listeners = new Map<number, Set<() => void>>();
    const deliver = (userIds: readonly number[]) => {
      for (const userId of userIds) {
        for (const wake of listeners.get(userId) ?? []) wake();
      }
    };

    // The error names host and port at most; the URL (and any password in it) is never logged.
    const redisFailed = throttled(LOG_INTERVAL_MS, (error: unknown) => {
      app.log.error(
        { err: error },
        'Notification fan-out (Redis at REDIS_URL) unreachable: open streams get only this process’s notifications until it is back',
      );
    });
    let fanOut: RedisFanOut | null = null;
    if (config.redisUrl) {
      const redis = redisFanOut({ url: config.redisUrl, deliver, onError: redisFailed });
      fanOut = redis;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        redis.started,
        new Promise((resolve) => (waited = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }

    app.decorate('notificationHub', {
      subscribe(userId, wake) {
        let mine = listeners.get(userId);
        if (!mine) listeners.set(userId, (mine = new Set()));
        mine.add(wake);
        return () => {
          mine.delete(wake);
          if (mine.size === 0 && listeners.get(userId) === mine) listeners.delete(userId);
        };
      },
      async publish(userIds) {
        if (userIds.length === 0) return;
        deliver(userIds);
        await fanOut?.publish(userIds).catch(redisFailed);
      },
    } satisfies NotificationHub);

    app.addHook('onClose', async () => {
      await fanOut?.close();
    });
  },
  { name: 'notification-hub' },
);
