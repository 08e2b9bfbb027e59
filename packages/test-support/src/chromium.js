// Where the system Chromium is and how every browser test launches it (design.md section 4):
// the root scripts, the Storybook and component tests, the e2e journeys and the bench all read
// it from here. Plain JavaScript without dependencies, so `node scripts/test.mjs` can use it
// before anything is built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian (and most distributions) put it, in the order we look. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Keep it off the network: without the background-networking flags it keeps dialling Google's
 * hosts, which a closed network refuses (versions.md). No sandbox: tests run as root here.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH when set (even if wrong, so the error names it), else the first system path found. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return SYSTEM_PATHS.find((path) => existsSync(path)) ?? null;
}

/**
 * Launch options for playwright-core's `chromium.launch` and `@vitest/browser-playwright`. When
 * nothing is found the path is still named, so the launch error says what was expected.
 */
export const chromiumLaunchOptions = {
  executablePath: findChromium() ?? process.env.CHROME_PATH ?? SYSTEM_PATHS[0],
  args: [...chromiumArgs],
};

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The Chromium to use; when none is found, installs Debian's package if we are root, otherwise
 * throws saying exactly what to install.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(
      `CHROME_PATH is ${process.env.CHROME_PATH}, which does not exist. ` +
        'Point it at a Chromium/Chrome binary, or unset it to use /usr/bin/chromium.',
    );
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium is needed for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(or set CHROME_PATH to a Chromium/Chrome binary) and run npm test again.',
    );
  }
  console.log('Chromium not found: installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], env)) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) !== 0
  ) {
    throw new Error('Installing chromium with apt-get failed; see the output above.');
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is missing.');
  return installed;
}
