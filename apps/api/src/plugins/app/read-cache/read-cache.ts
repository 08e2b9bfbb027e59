import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
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
const etagOf = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** If-None-Match holds the tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function answer(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) {
  reply.header('etag', cached.etag).header('cache-control', GUEST_CACHE_CONTROL);
  if (isFresh(request, cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
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
    let lastLogged = 0;
    const failed = (error: unknown) => {
      if (Date.now() - lastLogged < LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      app.log.warn(
        { err: error },
        'Read cache (Redis at REDIS_URL) unreachable: guest reads go to the database until it is back',
      );
    };
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

    /** Guest requests whose 200 answer is to be stored, with the key to store it under. */
    const storing = new WeakMap<FastifyRequest, string>();

    const lookUp: onRequestAsyncHookHandler = async (request, reply) => {
      reply.header('vary', 'Authorization');
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
      storing.set(request, key);
    };

    // On every route, ahead of the compression that routes/api/autohooks.ts adds below this
    // level (a root hook runs first), so the serialized JSON itself is stored and tagged.
    app.addHook('onSend', async (request, reply, payload) => {
      const key = storing.get(request);
      if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      const cached = { etag: etagOf(payload), body: payload };
      // Awaited: the next request, on any process, then finds it.
      await store.set(key, cached).catch(failed);
      reply.header('etag', cached.etag).header('cache-control', GUEST_CACHE_CONTROL);
      if (!isFresh(request, cached.etag)) return payload;
      reply.code(304);
      return '';
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
