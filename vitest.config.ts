import { defineConfig } from 'vitest/config';

// Each area owns its Vitest project; `npm test` runs them in the order of scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      'vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.process.config.ts',
      'apps/api/vitest.reliability.config.ts',
      'vitest.components.config.ts',
      '.storybook/vitest.config.ts',
      'visual/vitest.config.ts',
      'packaging/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
