import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '@rabbithole/test-support/chromium';

const configDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every story becomes a test: it renders, runs its play function, then fails on any axe
 * violation (`parameters.a11y.test = 'error'` in preview.tsx). Runs in the system Chromium.
 */
export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [storybookTest({ configDir, disableAddonDocs: true })],
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
      'msw-storybook-addon',
      'swr',
      'swr/infinite',
      'storybook/test',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs/preview',
      '@storybook/react-vite',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
