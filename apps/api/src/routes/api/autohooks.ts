import compress from '@fastify/compress';
import type { Access } from '@rabbithole/api-contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Until authentication exists, a route whose contract needs credentials answers 401 to every
 * caller: described-but-unprotected must never mean open to anyone.
 */
const refuseUntilAuthenticationExists: onRequestHookHandler = (request, reply, done) => {
  const scheme = request.routeOptions.config.access === 'basic' ? 'Basic' : 'Bearer';
  reply.header('www-authenticate', `${scheme} realm="Rabbithole"`);
  done(request.server.httpErrors.unauthorized('Sign in first.'));
};

/**
 * The guard each access level puts in front of its routes, or null for none. This is the seam
 * authentication hooks into: `optional-bearer` will read a Bearer token when one is sent (the
 * answer then carries the caller's own stats), `bearer` will require one, `basic` will check a
 * username and password. Decided once per route as it is added, so public routes pay nothing.
 */
const GUARDS: Record<Access, onRequestHookHandler | null> = {
  public: null,
  'optional-bearer': null,
  bearer: refuseUntilAuthenticationExists,
  basic: refuseUntilAuthenticationExists,
};

/**
 * What every /api route gets (autoloaded with cascadeHooks, so every folder below inherits it).
 * Compression is registered here, not globally, so it never re-encodes precompressed SPA files or
 * breaks byte ranges of /media. Who may call a route is decided here, from the `access` its
 * contract declares (contractRoute puts it in the route's config).
 */
export default async function apiHooks(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onRoute', (route) => {
    const guard = GUARDS[route.config?.access ?? 'public'];
    if (!guard) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
