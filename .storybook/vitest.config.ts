import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromiumBrowser, storyOptimizeDeps } from '@rabbithole/test-support/browser-project';

const configDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every story becomes a test: it renders, runs its play function, then fails on any axe
 * violation (`parameters.a11y.test = 'error'` in preview.tsx). Runs in the system Chromium.
 */
export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [storybookTest({ configDir, disableAddonDocs: true })],
  optimizeDeps: { include: storyOptimizeDeps },
  test: {
    name: 'storybook',
    browser: chromiumBrowser(),
  },
});
