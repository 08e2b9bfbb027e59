// Builds the web app when its output is missing or older than any source it is built from.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/design-system/src',
  'packages/feature-kit/src',
  'packages/api-contract/src',
  'package-lock.json',
];

export async function buildWebIfStale({ force = false } = {}) {
  // The browser's build and the server's (which renders signed-in pages), from the same sources.
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/render.js'];
  const builtAt = Math.min(
    ...outputs.map((path) =>
      existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0,
    ),
  );
  if (!force && builtAt > newestMtime(WEB_SOURCES)) return;
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@rabbithole/web']);
  if (code !== 0) throw new Error(`Building the web app failed (exit ${code}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildWebIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
