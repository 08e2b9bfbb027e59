// Build-time only (vite.config.ts): never imported by the app.
import type { Plugin } from 'vite';

interface Rewrite {
  /** The react-aria module, by the end of its path. */
  module: RegExp;
  /** Its read of `useIsSSR()`, whatever name the bundler gave the import. */
  read: RegExp;
  /** What the browser's build reads instead. */
  instead: string;
}

/**
 * react-aria's `useIsSSR` answers `true` while a server-rendered page hydrates and `false` just
 * after (a `useSyncExternalStore` whose two snapshots differ), so React renders every component
 * that asked once more, synchronously, in one task: every Link and Button asks twice, through
 * the locale and through its ids, and on /home's eighty cards that task took about a second of a
 * phone's CPU (bench/README.md). The browser's build answers these two reads without waiting:
 */
export const rewrites: readonly Rewrite[] = [
  {
    // The browser's default locale: the app names its own (`I18nProvider` in App.tsx), which
    // `useLocale` prefers, so the default one never shows.
    module: /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    read: /let isSSR = \(0, [\w$]+\)\(\);/,
    instead: 'let isSSR = false;',
  },
  {
    // An id's prefix: "react-aria" on the server and while hydrating (as in tests), and a random
    // one in a browser that did not hydrate, which only tells apart two copies of react-aria on
    // one page. The app has one, so its ids are the server's everywhere.
    module: /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    read: /let \[didSSR\] = \(0, [\w$]+\)\(\$\w+\$export\$\w+\(\)\);/,
    instead: 'let didSSR = true;',
  },
];

/**
 * The browser's build with the reads above. The server's build keeps react-aria as it is. Throws
 * when react-aria's code has moved on, so an upgrade cannot quietly bring the re-render back.
 */
export function hydrateWithoutRerender(): Plugin {
  return {
    name: 'rabbithole:hydrate-without-rerender',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr) return null;
      const rewrite = rewrites.find((candidate) => candidate.module.test(id));
      return rewrite ? { code: rewritten(code, rewrite), map: null } : null;
    },
  };
}

export function rewritten(code: string, { module, read, instead }: Rewrite): string {
  if (!read.test(code)) {
    throw new Error(
      `react-aria's ${module.source} no longer reads useIsSSR() as ${read.source}: check ` +
        'apps/web/src/build/hydrateWithoutRerender.ts against its new code',
    );
  }
  return code.replace(read, instead);
}
