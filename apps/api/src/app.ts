import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './auth/clock.ts';
import {
  EMAIL_MAX_LENGTH,
  NOTIFICATION_HEARTBEAT_MS,
  USERNAME_MAX_LENGTH,
} from '@rabbithole/api-contract';
import { AUTH_LIMITS, BODY_LIMIT_BYTES, type Config, type AuthLimitSettings } from './config.ts';
import { databaseOptionsOf, type DatabaseOptions } from './db/database.ts';
import { answerFrameworkError } from './plugins/app/errors.ts';
import { RequestLog } from './request-log.ts';

export interface AppOptions {
  config: Config;
  /** Overrides the database the config names (tests use an in-memory PGlite). */
  database?: DatabaseOptions;
  /** pino options, or false for silence; default: JSON logs at info. */
  logger?: FastifyServerOptions['logger'];
  /** What time it is, for everything that expires; default the system clock (tests move it). */
  clock?: Clock;
  /** Overrides of AUTH_LIMITS and the rate-limit store's key prefix (tests: short windows). */
  authLimits?: Partial<AuthLimitSettings>;
  /** How often an open notification stream sends a heartbeat; default the contract's 15 s. */
  notificationHeartbeatMs?: number;
}

/** What every autoloaded plugin and route receives as its options. */
export interface AppPluginOptions {
  config: Config;
  database: DatabaseOptions;
  clock: Clock;
  authLimits: AuthLimitSettings;
  notificationHeartbeatMs: number;
}

/** How long a client may take to send a request's headers, and the whole request. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

// A caller's id is echoed only when it is a plain token: it lands in our logs verbatim.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// This module is TypeScript, so whatever runs it (tsx, Vitest) loads .ts files; autoload only
// recognises some loaders by name and would otherwise refuse the .ts plugins it finds.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/**
 * fastify/demo's app: external plugins (libraries and infrastructure), then the app's own
 * plugins (repositories, error handling, logging), then the routes, each folder autoloaded.
 * A route folder is a URL segment; its `autohooks.ts` applies to every route below it.
 */
async function serviceApp(app: FastifyInstance, options: AppPluginOptions) {
  await app.register(autoload, { dir: folder('./plugins/external'), options });
  await app.register(autoload, { dir: folder('./plugins/app'), options });
  await app.register(autoload, {
    dir: folder('./routes'),
    autoHooks: true,
    cascadeHooks: true,
    options,
  });
}

/** A number of hops becomes "the nearest n hops", which is what proxy-addr makes of one. */
function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The whole server as one Fastify instance, not yet listening: server.ts listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    logController: new RequestLog(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      // The router's default of 100 would not find a valid username or e-mail (up to 254
      // characters) in a path: it counts the percent-encoded text, at most 12 characters
      // (4 UTF-8 bytes, each %XX) per character.
      maxParamLength: Math.max(USERNAME_MAX_LENGTH, EMAIL_MAX_LENGTH) * 12,
    },
    // A URL the router cannot decode answers in design.md's shape, like every other error.
    frameworkErrors: answerFrameworkError,
    // Behind a reverse proxy, request.ip (the per-address rate limits' key) comes from
    // X-Forwarded-For, but only as far as TRUST_PROXY reaches: anyone can send that header.
    trustProxy: trustedProxies(config.trustProxy),
    // Every body is JSON (plugins/external/json-bodies.ts); a larger one is answered 413.
    bodyLimit: BODY_LIMIT_BYTES,
    // Opening PGlite, migrating and seeding take seconds on a busy machine, not milliseconds.
    pluginTimeout: 120_000,
    // `npm start` faces clients directly, with no proxy to buffer slow ones: a client trickling
    // its headers or body a byte at a time (slowloris) would hold its socket for a minute, or
    // forever (Fastify sets no request timeout). Headers take milliseconds and bodies are at most
    // BODY_LIMIT_BYTES, so 10 s and 30 s are generous; a request late is answered 408 and closed.
    // These bound receiving a request only: long answers (audio, event streams) are unaffected.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node looks for requests past those limits (its default, 30 s, would let one
      // outlive them by that much).
      connectionsCheckingInterval: 2000,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // fastify-plugin: the error handler and decorators set inside reach every route.
  await app.register(fp(serviceApp), {
    config,
    database: options.database ?? databaseOptionsOf(config),
    clock: options.clock ?? systemClock,
    authLimits: { ...AUTH_LIMITS, keyPrefix: 'rabbithole', ...options.authLimits },
    notificationHeartbeatMs: options.notificationHeartbeatMs ?? NOTIFICATION_HEARTBEAT_MS,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
