import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseOptions } from './db/database.ts';
import demoSeed from './plugins/app/demo-seed.ts';
import errors from './plugins/app/errors.ts';
import setsRepository from './plugins/app/sets/sets-repository.ts';
import db from './plugins/external/db.ts';
import openapi from './plugins/external/openapi.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticFiles from './plugins/external/static.ts';
import api from './routes/api/index.ts';

export interface AppOptions {
  config: Config;
  /** Overrides the database the config names (tests use an in-memory PGlite). */
  database?: DatabaseOptions;
  /** pino options, or false for silence; default: JSON logs at info. */
  logger?: FastifyServerOptions['logger'];
}

// A caller's id is echoed only when it is a plain token: it lands in our logs verbatim.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function databaseOptionsOf(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * The whole server as one Fastify instance, not yet listening: server.ts listens, tests inject.
 * Order follows fastify/demo: external plugins, app plugins, then routes.
 */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Opening PGlite, migrating and seeding take seconds on a busy machine, not milliseconds.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(securityHeaders, { mediaBaseUrl: config.mediaBaseUrl });
  await app.register(openapi);
  await app.register(db, { database: options.database ?? databaseOptionsOf(config) });
  await app.register(demoSeed, { seed: config.seed, mediaDir: config.mediaDir });
  await app.register(setsRepository);
  await app.register(staticFiles, { webDist: config.webDist, mediaDir: config.mediaDir });
  await app.register(api, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
