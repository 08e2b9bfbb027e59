import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import health from './health/index.ts';
import setsRoutes from './sets/index.ts';

/**
 * Everything under /api. Compression is registered here, not globally, so it never re-encodes
 * precompressed SPA files or breaks byte ranges of /media.
 */
export default async function api(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(health);
  await app.register(setsRoutes, { prefix: '/sets' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
