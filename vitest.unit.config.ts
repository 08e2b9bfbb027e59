import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit',
    environment: 'node',
    include: [
      'packages/*/src/**/*.test.ts',
      'mocks/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
  },
});
