import compress from '@fastify/compress';
import type { Access } from '@rabbithole/api-contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';

const REALM = 'realm="Rabbithole"';

function refuse(request: FastifyRequest, reply: FastifyReply, challenge: string, why: string) {
  reply.header('www-authenticate', challenge);
  return request.server.httpErrors.unauthorized(why);
}

/**
 * `bearer`: a valid token is required. `optional-bearer`: guests pass, but a token that is sent
 * must be valid, so an expired one answers 401 (the client refreshes and retries, spec.md 7)
 * instead of quietly answering as a guest without the caller's own stats.
 */
function bearerGuard(required: boolean): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const auth = await request.server.authenticateBearer(request);
    if (auth === 'invalid') {
      throw refuse(
        request,
        reply,
        `Bearer ${REALM}, error="invalid_token"`,
        'The access token is invalid or has expired.',
      );
    }
    if (auth === null && required) {
      throw refuse(request, reply, `Bearer ${REALM}`, 'Sign in first.');
    }
    request.auth = auth;
  };
}

/**
 * `optional-bearer` for a guest, the catalog reads' usual caller: with no Authorization header
 * there is nothing to verify, so the guard lets it through at once, without the promise and the
 * microtask turns of an async hook in front of the read cache. A request that carries the header
 * goes through the full check (bearerGuard), so a bad token still answers 401.
 */
function optionalBearerGuard(): onRequestHookHandler {
  const check = bearerGuard(false);
  return function (request, reply, done) {
    if (request.headers.authorization === undefined) {
      done();
      return;
    }
    check.call(this, request, reply).then(() => done(), done);
  };
}

/**
 * `admin`: a valid token of a user with the admin role (stored, or named in ADMIN_USERS). A
 * signed-in user who is not an admin gets 403, so the client can tell "sign in" from "not yours".
 */
const requireBearer = bearerGuard(true);
const adminGuard: onRequestAsyncHookHandler = async function (request, reply) {
  await requireBearer.call(this, request, reply);
  const userId = request.auth?.userId ?? null;
  const row = userId === null ? null : await request.server.usersRepository.findById(userId);
  if (!row || request.server.usersRepository.toUser(row).role !== 'admin') {
    throw request.server.httpErrors.forbidden('Only administrators may do this.');
  }
};

/**
 * The guard each access level puts in front of its routes, or null for none. `basic` routes
 * (POST /api/tokens) read and check their credentials themselves: rate limits come first.
 * Decided once per route as it is added, so public routes pay nothing.
 */
const GUARDS: Record<Access, onRequestAsyncHookHandler | onRequestHookHandler | null> = {
  public: null,
  'optional-bearer': optionalBearerGuard(),
  bearer: requireBearer,
  basic: null,
  admin: adminGuard,
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
