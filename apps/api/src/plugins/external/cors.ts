import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';

const ALLOWED: FastifyCorsOptions = {
  credentials: false,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
  exposedHeaders: ['X-Request-Id', 'Retry-After'],
};

/**
 * Same-origin by default: the app, its API and its media share one origin (design.md section 2).
 * Only the exact origins in CORS_ORIGINS may call from elsewhere; a request from any other origin
 * gets no CORS header at all, and its preflight falls through to the 404 of an unknown route.
 * Tokens travel as a Bearer header, never as cookies, so credentials stay off.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin && allowed.has(origin) ? { ...ALLOWED, origin } : { origin: false });
      },
    });
  },
  { name: 'cors' },
);
