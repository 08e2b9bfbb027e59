import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * One cached answer: its ETag, the serialized JSON body, and the same bytes compressed once for
 * every later reader (null when the body is too small to be worth compressing).
 */
export interface CachedAnswer {
  etag: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const sizeOf = (answer: CachedAnswer) =>
  answer.etag.length + answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/**
 * An answer as one Redis value: `etag\n<body length> <br length> <gzip length>\n`, then the
 * bytes (a length of -1 is a missing copy).
 */
function encode({ etag, body, br, gzip }: CachedAnswer): Buffer {
  const lengths = [body.length, br?.length ?? -1, gzip?.length ?? -1].join(' ');
  const none = Buffer.alloc(0);
  return Buffer.concat([Buffer.from(`${etag}\n${lengths}\n`), body, br ?? none, gzip ?? none]);
}

function decode(stored: Buffer): CachedAnswer | undefined {
  const first = stored.indexOf(10);
  const second = first < 0 ? -1 : stored.indexOf(10, first + 1);
  if (second < 0) return undefined;
  const lengths = stored
    .toString('latin1', first + 1, second)
    .split(' ')
    .map(Number);
  const [bodyLength = -1, brLength = -1, gzipLength = -1] = lengths;
  if (lengths.length !== 3 || bodyLength < 0) return undefined;
  let at = second + 1;
  const take = (length: number) => {
    if (length < 0) return null;
    const part = stored.subarray(at, at + length);
    at += length;
    return part;
  };
  const body = take(bodyLength);
  const br = take(brLength);
  const gzip = take(gzipLength);
  if (!body || at !== stored.length) return undefined;
  return { etag: stored.toString('latin1', 0, first), body, br, gzip };
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
    sizeCalculation: (answer, key) => sizeOf(answer) + key.length,
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
      const stored = await redis.getBuffer(keyOf(key));
      return stored === null ? undefined : decode(stored);
    },
    async set(key, answer) {
      await redis.set(keyOf(key), encode(answer), 'PX', ttlMs);
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
