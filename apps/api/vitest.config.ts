import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// API tests build the app per file on a fresh database (PGlite, or PostgreSQL when DATABASE_URL
// is set); test/process spawns real servers and has its own project (vitest.process.config.ts).
// Files that never open a database: on PostgreSQL they would only repeat the PGlite run. A file
// that starts using one must leave this list.
const databaseFree = [
  'apps/api/test/media/{voice,share-page,http-range,loop-store,encoder-pool,virtual-mp3}.test.ts',
  'apps/api/test/seed/art.test.ts',
  'apps/api/test/auth/access-tokens.test.ts',
  'apps/api/test/log-destination.test.ts',
  'apps/api/test/db/list-query.test.ts',
  'apps/api/test/plugins/app/errors.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['apps/api/test/**/*.test.ts'],
    exclude: [
      'apps/api/test/process/**',
      // Real processes and minutes of load: `npm run test:reliability`, its own config.
      'apps/api/test/reliability/**',
      '**/node_modules/**',
      ...(process.env.DATABASE_URL ? databaseFree : []),
    ],
    // A migrated PGlite to start each file from; the Firebase Auth emulator, once per run and
    // only when a file asks for it.
    globalSetup: ['apps/api/test/pglite/global-setup.ts', 'apps/api/test/firebase/global-setup.ts'],
    // Starting PGlite and seeding take seconds on a busy two-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // @fastify/autoload imports the app's plugin and route files itself: processed by Vitest,
    // its import() goes through Vitest's loader (which reads .ts) instead of Node's.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // One module graph for every file: each file still builds its own app on its own database,
    // but the app's plugins, routes, drizzle and PGlite's WASM are loaded once, not per file.
    // Isolated, the 68 files spent most of their time importing: the 1021 tests took 183 s on
    // PGlite and 127 s on PostgreSQL shared, against 388 s and ~400 s isolated (2 cores). No test
    // file mocks a module or assigns process.env, so sharing the graph shares no test's state.
    isolate: false,
  },
});
