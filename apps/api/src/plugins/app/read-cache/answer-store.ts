import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** One cached answer: the serialized JSON body and its ETag. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/** Where answers are kept for a short while, shared by every request of the process (or cluster). */
export interface AnswerStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** In this process: bounded by bytes, so a few huge pages cannot push memory up. */
export function memoryStore({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }): AnswerStore {
  const cache = new LRUCache<string, CachedAnswer>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + answer.etag.length + key.length,
  });
  return {
    get: (key) => Promise.resolve(cache.get(key)),
    set: (key, answer) => {
      cache.set(key, answer);
      return Promise.resolve();
    },
    clear: () => {
      cache.clear();
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * In Redis (REDIS_URL), shared by every server process. Commands fail at once while Redis is
 * unreachable (no offline queue): the caller treats that as a miss and answers from the database.
 */
export function redisStore({
  url,
  ttlMs,
  prefix,
  onError,
}: {
  url: string;
  ttlMs: number;
  prefix: string;
  onError: (error: unknown) => void;
}): AnswerStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Keeps trying in the background, at most every 5 s, so the cache comes back with Redis.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // ioredis reports each failed reconnection as an 'error' event; unhandled, it would crash.
  redis.on('error', onError);
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async get(key) {
      const stored = await redis.get(keyOf(key));
      if (stored === null) return undefined;
      const newline = stored.indexOf('\n');
      return newline < 0
        ? undefined
        : { etag: stored.slice(0, newline), body: stored.slice(newline + 1) };
    },
    async set(key, { etag, body }) {
      await redis.set(keyOf(key), `${etag}\n${body}`, 'PX', ttlMs);
    },
    async clear() {
      // Only this cache's keys (the prefix), never the rate limits sharing the server.
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}
