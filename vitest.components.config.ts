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
    browser: chromiumBrowser(),
  },
});
