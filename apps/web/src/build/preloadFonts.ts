// Build-time only (vite.config.ts): never imported by the app.
import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for every woff2 the build emitted (the self-hosted Space Grotesk),
 * so the browser fetches it with the HTML instead of after the stylesheet that names it: the
 * text swaps to it sooner, and before the page's content arrives rather than under it.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'rabbithole:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const base = '/';
        return Object.keys(bundle ?? {})
          .filter((fileName) => fileName.endsWith('.woff2'))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${fileName}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
