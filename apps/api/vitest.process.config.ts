import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Real server processes on the embedded database: the DATA_DIR lock, kill -9 recovery and
// graceful shutdown. The tests strip DATABASE_URL from the children they spawn. Several processes
// on one PostgreSQL and Redis are tested with the other faults, by `npm run test:reliability`.
export default defineProject({
  test: {
    name: 'api-process',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['apps/api/test/process/**/*.test.ts'],
    hookTimeout: 120_000,
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
