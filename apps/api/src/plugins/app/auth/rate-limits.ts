import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppPluginOptions } from '../../../app.ts';
import type { AuthLimitSettings } from '../../../config.ts';
import { throttled } from '../../../log-throttle.ts';

/**
 * What is counted, and per what: design.md section 2's limits on signing in, comment writes and
 * likes of moments of sets.
 */
export type LimitName =
  | 'signInFailuresPerUsername'
  | 'signInFailuresPerAddress'
  | 'resetRequestsPerEmail'
  | 'resetRequestsPerAddress'
  | 'refreshesPerAddress'
  | 'signInMethodLookupsPerAddress'
  | 'registrationsPerAddress'
  | 'commentWritesPerUser'
  | 'setLikesPerUser';

/** The store cannot be reached: the caller answers 503 rather than guess. */
export class RateLimitStoreUnavailable extends Error {
  override name = 'RateLimitStoreUnavailable';
}

export interface RateLimits {
  /** Counts one attempt: null when it is allowed, else the whole seconds until one will be. */
  consume(name: LimitName, key: string): Promise<number | null>;
  /**
   * `consume`, answering for the route: 429 with Retry-After when the limit is reached, 503 when
   * the store cannot be reached.
   */
  enforce(name: LimitName, key: string): Promise<void>;
  /** Gives back one attempt (a sign-in that succeeded does not count against its address); never throws. */
  reward(name: LimitName, key: string): Promise<void>;
  /** Forgets every attempt (a sign-in that succeeded clears its username's failures); never throws. */
  reset(name: LimitName, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function limitsOf(
  settings: AuthLimitSettings,
): Record<LimitName, [points: number, seconds: number]> {
  return {
    signInFailuresPerUsername: [settings.failuresPerUsername, settings.failureWindowSeconds],
    signInFailuresPerAddress: [settings.failuresPerAddress, settings.failureWindowSeconds],
    resetRequestsPerEmail: [settings.resetRequestsPerEmail, settings.resetWindowSeconds],
    resetRequestsPerAddress: [settings.resetRequestsPerAddress, settings.resetWindowSeconds],
    refreshesPerAddress: [settings.refreshesPerAddressPerMinute, 60],
    signInMethodLookupsPerAddress: [settings.signInMethodLookupsPerAddressPerMinute, 60],
    registrationsPerAddress: [settings.registrationsPerAddressPerHour, 60 * 60],
    commentWritesPerUser: [settings.commentWritesPerUserPerMinute, 60],
    setLikesPerUser: [settings.setLikesPerUserPerMinute, 60],
  };
}

// Usernames and e-mail addresses are kept in the store only as hashes: it is not a user list.
const keyOf = (key: string) =>
  createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 32);

const LOG_INTERVAL_MS = 30_000;

/**
 * The rate limits, counted in Redis when REDIS_URL is set (shared by every server process), else
 * in this process's memory. An unreachable Redis fails closed: sign-ins answer 503 and the log
 * says why (every 30 s while it lasts), since counting in memory instead would let an attacker
 * multiply the limits by the number of processes.
 */
export default fp(
  async (app: FastifyInstance, { config, authLimits: settings }: AppPluginOptions) => {
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          // Queued commands would hold sign-ins until Redis returns; fail them at once instead.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          lazyConnect: false,
        })
      : null;
    const logFailure = throttled(LOG_INTERVAL_MS, (error: unknown) => {
      app.log.error(
        { err: error },
        'Rate-limit store (Redis at REDIS_URL) unreachable: sign-ins, refreshes, reset requests, comment writes and set likes answer 503 until it is back',
      );
    });
    const storeFailed = (error: unknown) => {
      logFailure(error);
      return new RateLimitStoreUnavailable('The rate-limit store cannot be reached.');
    };
    // ioredis reports each failed reconnection as an 'error' event; unhandled, it would crash.
    redis?.on('error', (error) => void storeFailed(error));

    const limiters = Object.fromEntries(
      Object.entries(limitsOf(settings)).map(([name, [points, duration]]) => {
        const options = { points, duration, keyPrefix: `${settings.keyPrefix}:${name}` };
        const limiter: RateLimiterAbstract = redis
          ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
          : new RateLimiterMemory(options);
        return [name, limiter];
      }),
    ) as Record<LimitName, RateLimiterAbstract>;

    const rateLimits: RateLimits = {
      async consume(name, key) {
        try {
          await limiters[name].consume(keyOf(key));
          return null;
        } catch (outcome) {
          if (outcome instanceof RateLimiterRes) {
            return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
          }
          throw storeFailed(outcome);
        }
      },
      async enforce(name, key) {
        let wait: number | null;
        try {
          wait = await rateLimits.consume(name, key);
        } catch (error) {
          if (!(error instanceof RateLimitStoreUnavailable)) throw error;
          throw app.httpErrors.createError(
            503,
            'The server cannot check its request limits right now. Please try again shortly.',
            { expose: true, headers: { 'retry-after': '30' } },
          );
        }
        if (wait === null) return;
        throw app.httpErrors.createError(
          429,
          `Too many attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
          { headers: { 'retry-after': String(wait) } },
        );
      },
      // Giving back is best effort: the caller has already proved itself, and a store that has
      // just gone away is logged by storeFailed and refuses the next attempt anyway.
      async reward(name, key) {
        await limiters[name].reward(keyOf(key)).catch((error: unknown) => void storeFailed(error));
      },
      async reset(name, key) {
        await limiters[name].delete(keyOf(key)).catch((error: unknown) => void storeFailed(error));
      },
    };
    app.decorate('rateLimits', rateLimits);

    app.addHook('onClose', async () => {
      if (!redis) return;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'rate-limits' },
);
