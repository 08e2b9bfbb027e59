import { browserOptimizeDeps, chromiumBrowser } from '@rabbithole/test-support/browser-project';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Component tests (`*.test.tsx` beside the component) render in the system Chromium through
 * vitest-browser-react: real layout, focus and keyboard, which jsdom only imitates.
 */
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: [...browserOptimizeDeps, 'vitest-browser-react'] },
  test: {
    name: 'components',
    include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
    // Calls refused by the mocks wait out the client's real retry delay (1 s, spec.md section 7);
    // with three suites side by side on two cores, 5 s is too close.
    testTimeout: 15_000,
    browser: chromiumBrowser(),
  },
});
