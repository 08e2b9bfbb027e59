import { createThrowawayDatabase } from '@rabbithole/test-support/postgres';
import { inject } from 'vitest';
import type { DatabaseOptions } from '../../src/db/database.ts';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or (with DATABASE_URL) a
 * throwaway database on that server, so test files can run in parallel without sharing rows.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The run's migrated dump (test/pglite/global-setup.ts): no initdb per file.
    const dumpFile = inject('pgliteTemplate') || undefined;
    return { options: { kind: 'pglite', dataDir: null, dumpFile }, drop: () => Promise.resolve() };
  }
  const database = await createThrowawayDatabase({
    serverUrl,
    hint: 'Start it, or unset DATABASE_URL to test on PGlite.',
    prefix: 'rabbithole_t',
  });
  return { options: { kind: 'postgres', url: database.url }, drop: database.drop };
}
