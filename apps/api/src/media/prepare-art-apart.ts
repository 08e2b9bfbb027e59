import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Preparation } from './art-rendition.ts';
import type { PrepareArtRequest } from './prepare-art.ts';

const SCRIPT = fileURLToPath(new URL('./prepare-art.ts', import.meta.url));
// By its own address: the server may run with tsx registered in its process (scripts/start.mjs)
// rather than on its command line, where a child would find it.
const TSX = import.meta.resolve('tsx');

/**
 * Draws the renditions of `paths` in a child process (prepare-art.ts), so the memory libvips
 * leaves behind goes when it exits. `signal` stops it after the picture it is drawing.
 */
export function prepareArtApart(
  mediaDir: string,
  paths: readonly string[],
  signal: AbortSignal,
): Promise<Preparation> {
  if (signal.aborted) return Promise.resolve({ pictures: 0, drawn: 0, failed: 0 });
  return new Promise((resolve, reject) => {
    const child = fork(SCRIPT, [], {
      execArgv: ['--import', TSX],
      // Its failures show as its exit code; nothing of it reaches the server's log as text.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let done: Preparation | null = null;
    const stop = () => child.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    child.once('message', (message) => {
      done = message as Preparation;
    });
    child.once('error', reject);
    child.once('exit', (code, killedBy) => {
      signal.removeEventListener('abort', stop);
      if (done) resolve(done);
      else reject(new Error(`the art process ended (${code ?? killedBy}) without an answer`));
    });
    const request: PrepareArtRequest = { mediaDir, paths: [...paths] };
    child.send(request);
  });
}
