import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';
import { openDatabase, type Database, type Db } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens (and migrates) the database once per app; closes it, and its DATA_DIR lock, onClose. */
export default fp(
  async (app: FastifyInstance, options: AppPluginOptions) => {
    const database = await openDatabase(options.database);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
