// Packs the built design system (`dist/`) into an npm tarball that other products install.
//
// npm has no way to publish other `exports` than the workspace uses (npm/cli#7586), and the
// workspace must keep importing `src/` so Storybook, the feature kit and the app compile the
// .css.ts files themselves with hot reload. So the tarball is packed from a staged copy whose
// manifest takes `publishConfig`'s fields, as pnpm and Yarn do when they publish.
//
//   node scripts/pack.mjs [destination]   → prints the tarball's absolute path
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The manifest as published: `publishConfig` applied, nothing the workspace alone needs. */
export function publishedManifest(manifest) {
  const workspaceOnly = ['publishConfig', 'scripts', 'devDependencies'];
  const kept = Object.entries(manifest).filter(([field]) => !workspaceOnly.includes(field));
  return { ...Object.fromEntries(kept), ...manifest.publishConfig };
}

/** Stages `dist/`, README.md and the published manifest, packs them; returns the tarball path. */
export function packDesignSystem(destination = packageDir) {
  if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
    throw new Error('packages/design-system/dist is missing: run `npm run build` there first.');
  }
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const stage = mkdtempSync(join(tmpdir(), 'rabbithole-design-system-stage-'));
  try {
    cpSync(join(packageDir, 'dist'), join(stage, 'dist'), { recursive: true });
    cpSync(join(packageDir, 'README.md'), join(stage, 'README.md'));
    writeFileSync(
      join(stage, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
    );
    // Outside the workspace's view: `npm run -w` passes its workspace on in the environment.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('npm_config_workspace')),
    );
    const packed = spawnSync(
      'npm',
      ['pack', '--json', '--pack-destination', resolve(destination)],
      {
        cwd: stage,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    if (packed.status !== 0) throw new Error(`npm pack failed with status ${packed.status}`);
    const [{ filename }] = JSON.parse(packed.stdout);
    return join(resolve(destination), filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(packDesignSystem(process.argv[2]));
}
