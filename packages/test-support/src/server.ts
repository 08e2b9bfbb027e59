import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type SpawnOptions } from './spawn-server.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real server as a newcomer's first `npm start` runs it (production mode, embedded database,
 * demo seed, the built SPA) on a free port with a fresh DATA_DIR. `env` adds to (or overrides) the
 * server's environment, e.g. the Firebase Auth emulator or a `WEB_DIST` built for the run;
 * `options.until` waits for a line of its log as well (a benchmark waits for its art).
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: SpawnOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-e2e-'));
  const server = spawnServer(dataDir, { NODE_ENV: 'production', ...env }, options);
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await server.listening(), dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
