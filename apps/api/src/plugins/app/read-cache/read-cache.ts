import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import { addVary, COMPRESS_THRESHOLD, compressed, encodingFor } from '../../../http-compression.ts';
import { throttled } from '../../../log-throttle.ts';
import { memoryStore, redisStore, type AnswerStore, type CachedAnswer } from './answer-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guest answer cache; `clear()` after a catalog write that must show at once. */
    readCache: { clear(): Promise<void> };
  }
}

/** How long a guest answer is reused: catalog writes are rare, and show within this. */
export const READ_CACHE_TTL_MS = 5000;
const MEMORY_BYTES = 64 * 1024 * 1024;
const REDIS_PREFIX = 'rabbithole:read-cache:';
const LOG_INTERVAL_MS = 30_000;

/** A guest's answer may be shared, but is checked with the ETag before each reuse. */
const GUEST_CACHE_CONTROL = 'public, no-cache';
/** A signed-in caller's answer holds their own stats: no shared cache may keep it. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

// Weak: compression (br, gzip, none) changes the bytes, not the answer the tag stands for.
const etagOf = (body: Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * The answer to keep: the serialized body, and its br and gzip copies made once here, so a
 * cached read costs neither serialization nor compression, whoever asks and however.
 */
async function cachedAnswerOf(payload: string): Promise<CachedAnswer> {
  const body = Buffer.from(payload);
  const small = body.length < COMPRESS_THRESHOLD;
  const [br, gzipped] = small
    ? [null, null]
    : await Promise.all([compressed(body, 'br'), compressed(body, 'gzip')]);
  return { etag: etagOf(body), body, br, gzip: gzipped };
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Tags the reply; true when the caller's copy is current (then it gets 304, no body). */
function tag(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer): boolean {
  reply.header('etag', cached.etag).header('cache-control', GUEST_CACHE_CONTROL);
  if (!isFresh(request, cached.etag)) return false;
  reply.code(304);
  return true;
}

/**
 * The bytes to send: the copy in the encoding the request accepts, marked so the compression
 * plugin leaves it alone (it skips a reply that has a Content-Encoding), else the body.
 */
function bytesFor(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer): Buffer {
  if (cached.br === null || cached.gzip === null) return cached.body;
  addVary(reply, 'Accept-Encoding');
  const encoding = encodingFor(request);
  if (encoding === null) return cached.body;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? cached.br : cached.gzip;
}

function answer(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) {
  if (tag(request, reply, cached)) return reply.send();
  return reply.type('application/json; charset=utf-8').send(bytesFor(request, reply, cached));
}

/**
 * Guest reads of the catalog, cheap to repeat (design.md section 6): every GET route whose
 * contract says `optional-bearer` gets, for a request without Authorization, an ETag (and 304
 * for a matching If-None-Match) and a shared answer reused for READ_CACHE_TTL_MS, in memory or in
 * Redis (REDIS_URL: shared by every process; while it is unreachable, answers come from the
 * database and the log says so every 30 s). A request with Authorization is never answered from
 * nor stored in the cache; only 200 answers are stored. Routes opt in through their contract
 * (contractRoute puts `access` in the route config), so no route file mentions the cache.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const failed = throttled(LOG_INTERVAL_MS, (error: unknown) => {
      app.log.warn(
        { err: error },
        'Read cache (Redis at REDIS_URL) unreachable: guest reads go to the database until it is back',
      );
    });
    const store: AnswerStore = config.redisUrl
      ? redisStore({
          url: config.redisUrl,
          ttlMs: READ_CACHE_TTL_MS,
          prefix: REDIS_PREFIX,
          onError: failed,
        })
      : memoryStore({ ttlMs: READ_CACHE_TTL_MS, maxBytes: MEMORY_BYTES });
    app.addHook('onClose', () => store.close());
    app.decorate('readCache', { clear: () => store.clear() });

    /**
     * Guest requests whose 200 answer is to be stored: the key to store it under, and, for the
     * first of concurrent misses of one key, how to hand the answer to the others waiting.
     */
    const storing = new WeakMap<FastifyRequest, { key: string; settle?: Settle }>();
    /**
     * Answers being made, by key. When an answer expires under load, every request for it
     * misses at once; one reads the database and the others wait for its answer (on PGlite a
     * query holds the only thread, so ten identical reads cost ten times one).
     */
    const making = new Map<string, Promise<CachedAnswer | undefined>>();
    type Settle = (answer: CachedAnswer | undefined) => void;
    const settleOnce = (key: string, settle: Settle): Settle => {
      let settled = false;
      return (made) => {
        if (settled) return;
        settled = true;
        making.delete(key);
        settle(made);
      };
    };

    const lookUp: onRequestAsyncHookHandler = async (request, reply) => {
      addVary(reply, 'Authorization');
      if (request.headers.authorization !== undefined) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return;
      }
      const key = request.url;
      let cached: CachedAnswer | undefined;
      try {
        cached = await store.get(key);
      } catch (error) {
        failed(error);
        return;
      }
      if (cached) return answer(request, reply, cached);
      const underway = making.get(key);
      if (underway) {
        // No answer (an error, a non-200): this request reads the database itself.
        const made = await underway;
        if (made) return answer(request, reply, made);
        storing.set(request, { key });
        return;
      }
      let settle: Settle = () => undefined;
      making.set(key, new Promise((resolve) => (settle = settleOnce(key, resolve))));
      storing.set(request, { key, settle });
    };

    // On every route, ahead of the compression that routes/api/autohooks.ts adds below this
    // level (a root hook runs first), so the serialized JSON itself is stored and tagged.
    app.addHook('onSend', async (request, reply, payload) => {
      const entry = storing.get(request);
      if (entry === undefined) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        entry.settle?.(undefined);
        return payload;
      }
      const cached = await cachedAnswerOf(payload);
      // Awaited: the next request, on any process, then finds it.
      await store.set(entry.key, cached).catch(failed);
      entry.settle?.(cached);
      if (tag(request, reply, cached)) return '';
      return bytesFor(request, reply, cached);
    });
    // Whatever happened to the request, nobody waits for it past its end.
    app.addHook('onResponse', async (request) => {
      storing.get(request)?.settle?.(undefined);
    });

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET') || route.config?.access !== 'optional-bearer') return;
      const asList = <T>(hooks: T | T[] | undefined): T[] =>
        hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
      // After the access guard (routes/api/autohooks.ts puts it first): a bad token still 401s.
      route.onRequest = [...asList(route.onRequest), lookUp];
    });
  },
  { name: 'read-cache' },
);
