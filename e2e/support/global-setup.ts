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

/** Builds the SPA into a throwaway directory with extra build-time variables (VITE_…). */
async function buildWeb(env: Readonly<Record<string, string>>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'rabbithole-e2e-web-'));
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: join(repoRoot, 'apps/web'),
        // Vitest runs with NODE_ENV=test, which Vite would inherit and turn into a development
        // build (React's development bundle, import.meta.env.PROD false, no service worker):
        // the journeys must exercise what `npm run build` ships.
        env: { ...process.env, ...env, NODE_ENV: 'production' },
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`the e2e web build failed (exit ${code})`);
  return outDir;
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
      const webDist = await buildWeb(webEnv);
      cleanups.push(() => rmSync(webDist, { recursive: true, force: true }));
      serverEnv.WEB_DIST = webDist;
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
