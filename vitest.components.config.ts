import { chromiumLaunchOptions } from '@rabbithole/test-support/chromium';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

/**
 * Component tests (`*.test.tsx` beside the component) render in the system Chromium through
 * vitest-browser-react: real layout, focus and keyboard, which jsdom only imitates.
 */
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  // Dependencies Vite would otherwise discover mid-run; re-optimising reloads the browser and
  // fails the first test file ("Vitest failed to find the current suite").
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@vanilla-extract/css',
      '@vanilla-extract/css/fileScope',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'vitest-browser-react',
    ],
  },
  test: {
    name: 'components',
    include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
