import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL cluster of the test's own, on a free port, to stop and start under a running
// server: the machine's PostgreSQL serves other tests and is never stopped. PostgreSQL refuses to
// run as root, so as root its tools run as the postgres user.

const run = promisify(execFile);

/** Where initdb and pg_ctl are: PG_BIN, else /usr/local/bin (Debian links them there), else PATH. */
function tool(name: string): string {
  const folder = process.env.PG_BIN ?? '/usr/local/bin';
  return existsSync(join(folder, name)) ? join(folder, name) : name;
}

const asRoot = process.getuid?.() === 0;

async function postgresTool(name: string, args: string[]) {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', tool(name), ...args]]
    : [tool(name), args];
  try {
    return await run(command, argv, { timeout: 60_000 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(
      `This test needs a PostgreSQL cluster of its own (\`${name}\` of PostgreSQL's server ` +
        `tools${asRoot ? ', run as the postgres user' : ''}); ${name} failed: ${stderr || message}. ` +
        'Install the PostgreSQL server package or point PG_BIN at its bin folder.',
      { cause: error },
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  return { uid: uid ?? 0, gid: gid ?? 0 };
}

export interface PrivatePostgres {
  url: string;
  /** `immediate` is a crash (no checkpoint, connections cut); `fast` a clean shutdown. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** Stops it, if running, and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'rabbithole-pg-'));
  if (asRoot) {
    const { uid, gid } = await postgresIds().catch((error: unknown) => {
      throw new Error(`Running as root, this test needs a postgres user: ${String(error)}`);
    });
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await postgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
      await postgresTool('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop(mode) {
      await postgresTool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
