import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repoRoot, spawnServer } from '@rabbithole/test-support';

const LISTENING = /"pid":(\d+).*Rabbithole listening on http:\/\/127\.0\.0\.1:(\d+)/;

const dirs: string[] = [];
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rabbithole-operator-'));
  dirs.push(dir);
  return dir;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves true once nothing accepts connections on the port. */
function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start` as a supervisor runs it: its own process, the signal sent to npm's pid only. */
function npmStart(dataDir: string) {
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      // The SPA is not what this test is about: with WEB_DIST set, npm start builds nothing.
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let serverPid: number | null = null;
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // An orphaned server is exactly the bug under test: never leave one behind.
    if (serverPid !== null && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  });
  const listening = (async () => {
    await eventually('the server to listen', () => LISTENING.test(output), 120_000).catch(
      (error: unknown) => {
        throw new Error(`${String(error)}\n${output}`);
      },
    );
    const [, pid, port] = LISTENING.exec(output) ?? [];
    serverPid = Number(pid);
    return { serverPid: Number(pid), port: Number(port) };
  })();
  return { child, exited, listening, output: () => output };
}

describe('running under a process manager', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'npm start stops the server when %s reaches npm’s pid: port free, DATA_DIR unlocked',
    async (signal) => {
      const dataDir = freshDataDir();
      const started = npmStart(dataDir);
      const { serverPid, port } = await started.listening;
      expect(existsSync(join(dataDir, 'rabbithole.lock'))).toBe(true);

      started.child.kill(signal);
      await eventually('npm to exit', async () => {
        await Promise.race([started.exited, new Promise((r) => setTimeout(r, 100))]);
        return started.child.exitCode !== null || started.child.signalCode !== null;
      });
      await eventually('the server to exit', () => !alive(serverPid));
      expect(await portClosed(port)).toBe(true);
      expect(existsSync(join(dataDir, 'rabbithole.lock'))).toBe(false);
    },
  );
});

describe('starting on a busy port', () => {
  let blocker: Server | null = null;

  afterEach(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    blocker = null;
  });

  it('says so in one line, exits non-zero and releases DATA_DIR', async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) => {
      blocker?.listen(0, '127.0.0.1', () => {
        const address = blocker?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    const dataDir = freshDataDir();
    const server = spawnServer(dataDir, { PORT: String(port), SEED: 'none' });
    cleanups.push(() => server.child.kill('SIGKILL'));

    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.stderr().trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1; set PORT to another port or stop the other process.`,
    );
    expect(server.stdout()).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'rabbithole.lock'))).toBe(false);
  });
});
