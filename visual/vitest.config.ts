import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromiumBrowser, storyOptimizeDeps } from '@rabbithole/test-support/browser-project';
import { pruneBaselines, resizePage } from './commands.ts';
import { COMPARATOR_OPTIONS } from './comparator.ts';

/**
 * Visual regression: every story of `packages/*\/src/**\/*.stories.tsx` rendered in the system
 * Chromium and compared with its committed baseline in `visual/__screenshots__/`.
 * `npm run test:visual` checks; `npm run visual:update` rewrites the baselines.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  // Serves mockServiceWorker.js at the root, where msw-storybook-addon registers it (Storybook
  // does the same through staticDirs).
  publicDir: 'mocks/public',
  optimizeDeps: { include: storyOptimizeDeps },
  test: {
    name: 'visual',
    // From the root config, a project's paths resolve against test.root rather than Vite's root.
    root,
    include: ['visual/**/*.visual.test.tsx'],
    setupFiles: ['visual/setup.ts'],
    // The a11y addon fails a story on violations only when it knows it runs under Vitest outside
    // Storybook's own runner (what @storybook/addon-vitest sets for its project).
    env: { VITEST_STORYBOOK: 'false' },
    testTimeout: 60_000,
    browser: {
      ...chromiumBrowser({ deviceScaleFactor: 1, colorScheme: 'dark' }),
      commands: { resizePage, pruneBaselines },
      // Screenshots of failures would land beside the baselines; the diff images are enough.
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: COMPARATOR_OPTIONS,
          // No time limit on finding two identical captures: a 4000 px tall story needs several
          // seconds a capture on a busy 2-core machine, and Vitest 4.1 leaves the limit's timer
          // running after a match, which held the process open at exit. Animations are frozen
          // (setup.ts), so captures settle; testTimeout still bounds a story that never would.
          timeout: 0,
        },
      },
    },
  },
});
