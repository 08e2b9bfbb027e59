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
import { NOTIFICATION_HEARTBEAT_MS } from '@rabbithole/api-contract';
import { AUTH_LIMITS, BODY_LIMIT_BYTES, type Config, type AuthLimitSettings } from './config.ts';
import { databaseOptionsOf, type DatabaseOptions } from './db/database.ts';
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
    routerOptions: { ignoreTrailingSlash: true },
    // Every body is JSON (plugins/external/json-bodies.ts); a larger one is answered 413.
    bodyLimit: BODY_LIMIT_BYTES,
    // Opening PGlite, migrating and seeding take seconds on a busy machine, not milliseconds.
    pluginTimeout: 120_000,
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
