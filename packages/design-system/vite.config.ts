import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

// Everything the package lists as a dependency or peer stays an import, resolved by the consumer
// (one React, and one react-aria-components whose RouterProvider the app's links share).
const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
].map((name) => new RegExp(`^${name}(/.*)?$`));

/**
 * The published build (`npm run build -w @rabbithole/design-system`): vanilla-extract compiles
 * every `.css.ts` file here, so consumers get plain ESM plus one stylesheet and never run
 * vanilla-extract themselves. The workspace itself keeps importing `src/` (see README.md).
 */
export default defineConfig({
  root: import.meta.dirname,
  // Asset URLs relative to styles.css, wherever the consumer serves the package from.
  base: './',
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Library mode inlines every asset: the typeface would land in styles.css as base64 (22 KB of
    // woff2 → 29 KB more CSS to parse before first paint, never cached on its own). Vite's
    // `?no-inline` keeps fonts as files beside the stylesheet; CSS url()s resolve through aliases.
    alias: [{ find: /^(.+\.woff2)$/, replacement: '$1?no-inline' }],
  },
  // Vite picks the JSX runtime from NODE_ENV; a build started under NODE_ENV=test (from a test)
  // would ship react/jsx-dev-runtime, whose jsxDEV is undefined in the consumer's production React.
  esbuild: { jsxDev: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // A library: the consumer's bundler minifies, and readable output is easier to debug.
    minify: false,
    cssCodeSplit: false,
    // Vite computes the stylesheet's relative url()s as if it sat in assetsDir; in library mode
    // it sits at the root, beside the font, so assetsDir must be the root too.
    assetsDir: '',
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'styles',
    },
    rollupOptions: { external },
  },
});
