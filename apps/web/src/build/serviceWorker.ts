// Build-time only (vite.config.ts): never imported by the app, so it may use node APIs.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { OutputAsset, OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

const WORKER_ENTRY = fileURLToPath(new URL('../serviceWorker/worker.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'sw.js';
const SHELL_FILE = 'index.html';

/** What src/serviceWorker/worker.ts is given as `__BUILD__`: see WorkerBuild in its policy.ts. */
export function workerBuildOf(bundle: OutputBundle) {
  const names = Object.keys(bundle);
  const assets = names
    .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
    .sort()
    .map((name) => `/${name}`);
  const shell = bundle[SHELL_FILE] as OutputAsset | undefined;
  if (!shell) throw new Error(`The build has no ${SHELL_FILE} for the service worker`);
  // The hashed names stand for the assets' content; index.html is hashed itself, as its links to
  // them, its meta tags or the manifest's may change on their own.
  const version = createHash('sha256')
    .update(String(shell.source))
    .update(assets.join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { version, shell: `/${SHELL_FILE}`, assets };
}

/**
 * Builds the service worker to `/sw.js` (not under assets/: its name must never change, and its
 * scope is the directory it is served from) with the build's own file list and version, so each
 * deploy's worker precaches exactly that deploy's files.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'rabbithole:service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: WORKER_ENTRY, fileName: SERVICE_WORKER_FILE });
    },
    generateBundle: {
      // After vite:build-html has emitted index.html.
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[SERVICE_WORKER_FILE];
        if (worker?.type !== 'chunk') throw new Error(`${SERVICE_WORKER_FILE} was not built`);
        if (worker.imports.length > 0 || worker.exports.length > 0) {
          // A service worker registered as a classic script (every browser can run one) cannot
          // import: everything it uses must be bundled into it.
          throw new Error(`${SERVICE_WORKER_FILE} must be one classic script`);
        }
        worker.code = `const __BUILD__ = ${JSON.stringify(workerBuildOf(bundle))};\n${worker.code}`;
      },
    },
  };
}
