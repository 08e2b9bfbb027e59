import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// `npm run test:reliability`: faults (kill -9, a PostgreSQL restart, two processes, slow clients)
// on real server processes, and hostile input (fuzzing every endpoint of /api/openapi.json, the
// authorization matrix). Bounded in time and run by CI after `npm test`, whose 15-minute budget
// they would not fit. Each file prints its counts (writes acknowledged and found, cases, denials).
export default defineProject({
  test: {
    name: 'reliability',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['apps/api/test/reliability/**/*.test.ts'],
    globalSetup: ['apps/api/test/pglite/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 240_000,
    server: { deps: { inline: ['@fastify/autoload'] } },
    fileParallelism: false,
  },
});
