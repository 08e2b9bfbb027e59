import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '@rabbithole/test-support';
import { environmentProviders, type E2eEnvironment } from './environment.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one real server of this e2e run listens. */
    serverUrl: string;
    /** That server's fresh DATA_DIR: journeys read the mails it writes to `outbox/`. */
    dataDir: string;
    /** The built web app that server serves (the journeys' own build, or apps/web/dist). */
    webDist: string;
  }
}

function viteBuild(args: string[], env: Readonly<Record<string, string>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      cwd: join(repoRoot, 'apps/web'),
      // Vitest runs with NODE_ENV=test, which Vite would inherit and turn into a development
      // build (React's development bundle, import.meta.env.PROD false, no service worker):
      // the journeys must exercise what `npm run build` ships.
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the e2e web build failed (exit ${code})`)),
    );
  });
}

/**
 * Builds the SPA, and the server's renderer of its signed-in pages (apps/web/src/server), into a
 * throwaway directory with extra build-time variables (VITE_…), as `npm run build` does.
 */
async function buildWeb(env: Readonly<Record<string, string>>) {
  const outDir = mkdtempSync(join(tmpdir(), 'rabbithole-e2e-web-'));
  const webDist = join(outDir, 'dist');
  const rendererDir = join(outDir, 'dist-server');
  await viteBuild(['--outDir', webDist, '--emptyOutDir'], env);
  await viteBuild(
    ['--ssr', 'src/server/render.tsx', '--outDir', rendererDir, '--emptyOutDir'],
    env,
  );
  return { outDir, webDist, webRenderer: join(rendererDir, 'render.js') };
}

/**
 * One real server for every journey: starting it (migrate, seed) is the slow part of a run.
 * Providers in ./environment.ts may add environment for the server and the web build first.
 */
export default async function setup(project: TestProject) {
  const started: E2eEnvironment[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    for (const provide of environmentProviders) {
      const environment = await provide();
      started.push(environment);
      if (environment.stop) cleanups.push(environment.stop);
    }
    const serverEnv = Object.assign({}, ...started.map((e) => e.server)) as Record<string, string>;
    const webEnv = Object.assign({}, ...started.map((e) => e.web)) as Record<string, string>;
    if (Object.keys(webEnv).length > 0) {
      const built = await buildWeb(webEnv);
      cleanups.push(() => rmSync(built.outDir, { recursive: true, force: true }));
      serverEnv.WEB_DIST = built.webDist;
      serverEnv.WEB_RENDERER = built.webRenderer;
    }
    const server = await startServer(serverEnv);
    cleanups.push(() => server.stop());
    project.provide('serverUrl', server.url);
    project.provide('dataDir', server.dataDir);
    project.provide('webDist', serverEnv.WEB_DIST ?? join(repoRoot, 'apps/web/dist'));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
