import type { playwright } from '@vitest/browser-playwright';

type ProviderOptions = NonNullable<Parameters<typeof playwright>[0]>;

/** Dependencies every browser-mode project has Vite pre-bundle up front. */
export declare const browserOptimizeDeps: string[];
/** The same plus what stories need. */
export declare const storyOptimizeDeps: string[];
/** Vitest browser mode on the system Chromium, headless, with the given context options. */
export declare function chromiumBrowser(contextOptions?: ProviderOptions['contextOptions']): {
  enabled: true;
  headless: true;
  provider: ReturnType<typeof playwright>;
  instances: { browser: 'chromium' }[];
};
