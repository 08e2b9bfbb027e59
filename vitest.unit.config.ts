import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Unit tests of mappers import the design system for its constants (the card tag limit); its
// .css.ts modules only evaluate under vanilla-extract's compiler.

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'unit',
    environment: 'node',
    include: [
      'packages/*/src/**/*.test.ts',
      'mocks/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
  },
});
