// Small helpers shared by the root scripts; plain Node so they run before anything is built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time of any file below the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Where the system Chromium is, or null. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/**
 * design.md section 4: browser tests use the system Chromium; install Debian's package when we
 * are root, otherwise say exactly what is missing.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium is needed for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(or set CHROME_PATH to a Chromium/Chrome binary) and run npm test again.',
    );
  }
  console.log('Chromium not found: installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0
  ) {
    throw new Error('Installing chromium with apt-get failed; see the output above.');
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is missing.');
  return installed;
}
