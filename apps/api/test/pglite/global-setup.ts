import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, fully migrated PGlite; empty when the run tests PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Every api test file starts from an empty migrated database. On PGlite, creating the cluster
 * (initdb) is most of that: seconds per file on two busy cores. So it happens once per run here,
 * and each file loads this dump instead (see helpers/database.ts), in well under a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'rabbithole-pglite-'));
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await client.close();
  }
}
