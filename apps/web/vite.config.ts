import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hydrateWithoutRerender } from './src/build/hydrateWithoutRerender.ts';
import { precompress } from './src/build/precompress.ts';
import { preloadFonts } from './src/build/preloadFonts.ts';
import { serviceWorker } from './src/build/serviceWorker.ts';
import { signedInPreloads } from './src/build/signedInPreloads.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server's build (`build:server`, src/server/render.tsx) is a module for Node: no service
  // worker, font hints or compressed siblings, and the same class names as the browser's.
  publicDir: isSsrBuild ? false : 'public',
  // The server's build carries its dependencies: it runs wherever WEB_RENDERER puts it, with no
  // node_modules beside it, and with one React of its own for the render.
  ssr: { noExternal: true },
  plugins: isSsrBuild
    ? [react(), vanillaExtractPlugin()]
    : [
        react(),
        vanillaExtractPlugin(),
        hydrateWithoutRerender(),
        preloadFonts(),
        signedInPreloads(),
        serviceWorker(),
        precompress(),
      ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
      '/public/preview': { target: apiUrl, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app, linked from index.html: split per component, the signed-in
    // shell and a page asked for some 25 stylesheets at once, which queue six at a time on an
    // HTTP/1.1 connection pool, a round trip each on a phone network (Lighthouse's simulated
    // throttling counts them so). All of it is 9 KB as served (brotli).
    cssCodeSplit: false,
    // Every browser of the es2022 target but Safari 15–16 follows modulepreload itself; there the
    // hints are only hints, so the polyfill (on /login's first script) buys nothing needed.
    modulePreload: { polyfill: false },
    // The server imports its build as one module, again whenever it is rebuilt: chunks would
    // import the first copy of the entry, not the new one, and share nothing with it.
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
}));
