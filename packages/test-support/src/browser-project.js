// Plain JavaScript, like chromium.js: Vite loads the configs that import it with Node's own
// loader, which runs no TypeScript from node_modules.
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.js';

/**
 * Dependencies every browser-mode project (components, Storybook, visual) must have Vite
 * pre-bundle up front: discovering one mid-run re-optimises, reloads the browser and fails the
 * first test file ("Vitest failed to find the current suite").
 */
export const browserOptimizeDeps = [
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
];

/** The same plus what stories need: MSW's addon, SWR, Storybook's test and preview modules. */
export const storyOptimizeDeps = [
  ...browserOptimizeDeps,
  'msw-storybook-addon',
  'swr',
  'swr/infinite',
  'storybook/test',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/preview',
  '@storybook/react-vite',
];

/** Vitest browser mode on the system Chromium, headless, with the given context options. */
/** @param {import('playwright-core').BrowserContextOptions} [contextOptions] */
export function chromiumBrowser(contextOptions) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      ...(contextOptions && { contextOptions }),
    }),
    instances: [{ browser: 'chromium' }],
  };
}
