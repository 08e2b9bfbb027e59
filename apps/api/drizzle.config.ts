import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are applied by the server itself
// (src/db/migrate.ts) because drizzle-kit's own PGlite driver cannot load pg_trgm.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
