import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';
import type { SeedMode } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { isCatalogEmpty, seedDemo } from '../../seed/seed.ts';

/**
 * design.md section 2: an empty embedded database gets the demo catalog unless SEED=none; a
 * PostgreSQL server only with an explicit SEED=demo, since it may be someone's real database.
 */
export function shouldSeed(seed: SeedMode | null, kind: Database['kind']): boolean {
  if (seed === 'none') return false;
  return kind === 'pglite' || seed === 'demo';
}

export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    if (!shouldSeed(config.seed, app.database.kind)) return;
    if (!(await isCatalogEmpty(app.db))) return;
    app.log.info('Seeding the demo catalog into the empty database…');
    const started = Date.now();
    const result = await seedDemo(app.db, { mediaDir: config.mediaDir });
    if (result.seeded) {
      app.log.info(
        { ...result, ms: Date.now() - started },
        `Seeded ${result.sets} sets, ${result.artists} artists, ${result.labels} labels`,
      );
    }
  },
  { name: 'demo-seed', dependencies: ['db'] },
);
