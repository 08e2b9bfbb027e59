import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './paths.ts';

const LISTENING = /Rabbithole listening on (http:\/\/127\.0\.0\.1:(\d+))/;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  /** What it printed until it listened (or exited): start-up is what tests read. */
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** The URL of the "Rabbithole listening on …" line, with the real port. */
  listening(): Promise<string>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/**
 * The V8 heap settings `npm start` runs the server with (package.json, and README's production
 * commands; scripts/server-heap.test.ts keeps them the same). On a machine with gigabytes of
 * memory V8 lets the old generation grow to about four times what survived the last full
 * collection before collecting again, and under load the embedded database's server passed the
 * 400 MiB budget (design.md section 6) on garbage alone: 485 MiB at peak, 362 MiB with these
 * (bench/README.md). A heap limit of 384 MiB makes V8 grow the heap in smaller steps; the live
 * heap on the large seed is about a quarter of it.
 */
export const SERVER_HEAP_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'];

/**
 * What the server logs once it has drawn the art renditions its media folder lacked, in the
 * background after listening (apps/api/src/plugins/app/media/art-renditions.ts).
 */
export const ART_RENDITIONS_READY = /"msg":"Art renditions ready"/;

export interface SpawnOptions {
  /** `listening()` waits for a line matching this too, e.g. ART_RENDITIONS_READY. */
  until?: RegExp;
}

/**
 * Starts the real server, as `npm start` runs it minus the build, listening on a free port: on
 * the embedded database in `dataDir` (the test runner's DATABASE_URL is not passed on), or on
 * the PostgreSQL server `env.DATABASE_URL` names (several processes sharing one database).
 */
export function spawnServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  { until }: SpawnOptions = {},
): SpawnedServer {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    ...env,
  };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [...SERVER_HEAP_FLAGS, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  let out = '';
  let err = '';
  let url: string | null = null;
  // 'close', not 'exit': it comes after the pipes are drained, so the output read then is whole.
  const exited = new Promise<Exit>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const timer = until
      ? setTimeout(() => fail(`did not log ${until} within 300 s`), 300_000)
      : setTimeout(() => fail('did not listen within 90 s'), 90_000);
    function settle() {
      // Keep draining, unread: a long-running server's logs would otherwise pile up here (and
      // skew a benchmark), and a full pipe would stall it.
      child.stdout.off('data', onStdout);
      child.stderr.off('data', onStderr);
      child.stdout.resume();
      child.stderr.resume();
    }
    function fail(why: string) {
      clearTimeout(timer);
      reject(new Error(`server ${why}:\n${out}\n${err}`));
    }
    function onStdout(chunk: Buffer) {
      out += chunk.toString();
      const match = LISTENING.exec(out);
      if (match?.[1] && match[2] !== '0' && (!until || until.test(out))) {
        url = match[1];
        clearTimeout(timer);
        settle();
        resolve(url);
      }
    }
    function onStderr(chunk: Buffer) {
      err += chunk.toString();
    }
    child.stdout.on('data', onStdout);
    child.stderr.on('data', onStderr);
    void exited.then(({ code, signal }) => {
      if (url === null) fail(`exited (${code ?? signal}) before listening`);
    });
  });
  // A caller that only waits for the exit (a refused second server) must not see an unhandled rejection.
  listening.catch(() => undefined);

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    listening: () => listening,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}
