// The Firebase Auth emulator for tests (versions.md): started from the installed firebase-tools,
// offline, on ports picked free for this run, and stopped with its whole process group. Plain
// JavaScript, like postgres.js, so Vitest global setups and root scripts use it unbuilt.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A "demo-" project needs no credentials and never reaches Google (versions.md). */
export const emulatorProjectId = 'demo-rabbithole';

// ~15 s on an idle two-core machine, up to 65 s measured with a load average of 11 (six test
// runs at once): two minutes is generous without leaving a broken start hanging.
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;
const LOG_TAIL_CHARS = 4_000;

/** firebase-tools' CLI entry, from the root devDependency (npx would go to the network). */
function firebaseCli() {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('firebase-tools/package.json');
  return join(dirname(manifest), require(manifest).bin.firebase);
}

/** A port free right now: the OS picks it, we release it for the emulator to take. */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `host` until the emulator there says it is ready; rejects after `timeoutMs`, or as soon
 * as `failed()` returns a reason (the process died).
 */
export async function waitForFirebaseAuthEmulator(
  host,
  { timeoutMs = START_TIMEOUT_MS, failed = () => null } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(host)) return;
    const reason = failed();
    if (reason) throw new Error(`The Firebase Auth emulator at ${host} ${reason}`);
    if (Date.now() > deadline) {
      throw new Error(
        `The Firebase Auth emulator did not answer at http://${host}/ within ${timeoutMs / 1000} s.`,
      );
    }
    await sleep(250);
  }
}

/**
 * Starts `firebase emulators:start --only auth` in a temp directory holding a generated
 * firebase.json: the Emulator UI off (offline it would try to download it and shut down), and the
 * auth, hub and logging ports all picked free, so parallel runs never collide on 9099/4400/4500.
 * The process leads its own process group; `stop()` ends the group (SIGTERM, then SIGKILL after
 * 5 s) and removes the directory. Resolves once the emulator answers, or rejects with its output
 * when it exits or stays silent for `timeoutMs`.
 */
export async function startFirebaseAuthEmulator({
  projectId = emulatorProjectId,
  hostname = '127.0.0.1',
  timeoutMs = START_TIMEOUT_MS,
} = {}) {
  const [authPort, hubPort, loggingPort] = await Promise.all([
    freePort(hostname),
    freePort(hostname),
    freePort(hostname),
  ]);
  const host = `${hostname}:${authPort}`;
  const dir = mkdtempSync(join(tmpdir(), 'rabbithole-firebase-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: hostname, port: authPort },
        hub: { host: hostname, port: hubPort },
        logging: { host: hostname, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  // CI skips the CLI's message-of-the-day fetch and update check: both go to the network. The
  // hub writes its locator to $TMPDIR/hub-<project>.json, where a second run with the same
  // project would overwrite it (and delete it on stop): each emulator gets its own TMPDIR.
  const env = { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', TMPDIR: dir };
  // Whatever the caller points at must not leak into the emulator's own admin calls.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  const startedAt = Date.now();
  const child = spawn(
    process.execPath,
    [firebaseCli(), 'emulators:start', '--only', 'auth', '--project', projectId],
    { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit = null;
  let spawnError = null;
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      spawnError = error;
      resolve();
    });
    child.on('close', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
  });

  async function stop() {
    if (exit === null && spawnError === null) {
      const signalGroup = (signal) => {
        try {
          // The negative pid is the group: firebase-tools and anything it started.
          process.kill(-child.pid, signal);
        } catch {
          // Already gone.
        }
      };
      signalGroup('SIGTERM');
      const force = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(force);
    }
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    await waitForFirebaseAuthEmulator(host, {
      timeoutMs,
      failed: () =>
        spawnError
          ? `could not be started: ${spawnError.message}`
          : exit && `exited (${exit.code ?? exit.signal}) before answering.`,
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nIts output:\n${output}`, { cause: error });
  }
  return { host, projectId, startMs: Date.now() - startedAt, stop };
}

async function call(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) {
    throw new Error(
      `Auth emulator ${new URL(url).pathname}: ${json?.error?.message ?? response.status}`,
    );
  }
  return json;
}

/**
 * Users and ID tokens on a running emulator, through its REST API: the client endpoints take any
 * API key, and its admin endpoints accept `Bearer owner` in place of service-account credentials.
 */
export function firebaseAuthEmulatorClient({ host, projectId = emulatorProjectId }) {
  const client = (method) =>
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=emulator`;
  const admin = (path) =>
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts${path}`;
  const owner = { authorization: 'Bearer owner' };

  return {
    host,
    projectId,
    /** An e-mail/password user (sign_in_provider `password`), verified or not, and its token. */
    async createUser({ email, emailVerified = true, password = 'emulator-password', uid }) {
      const created = await call(
        admin(''),
        { email, password, emailVerified, ...(uid && { localId: uid }) },
        owner,
      );
      const signedIn = await call(client('signInWithPassword'), {
        email,
        password,
        returnSecureToken: true,
      });
      return { uid: created.localId, email, idToken: signedIn.idToken };
    },
    /**
     * Signs in as if through Google's popup: the emulator takes an unsigned IdP credential, so
     * the Google account (`sub`), its e-mail and whether Google verified it are ours to say. The
     * token's sign_in_provider is google.com.
     */
    async signInWithGoogle({ sub, email, emailVerified = true, name }) {
      const idToken = JSON.stringify({ sub, email, email_verified: emailVerified, name });
      const answer = await call(client('signInWithIdp'), {
        postBody: new URLSearchParams({ id_token: idToken, providerId: 'google.com' }).toString(),
        requestUri: 'http://localhost',
        returnSecureToken: true,
      });
      if (!answer.idToken) {
        // needConfirmation: another emulator user has this e-mail and Google did not verify it.
        throw new Error(
          `Auth emulator refused the Google sign-in of ${email}: ${JSON.stringify(answer)}`,
        );
      }
      return { uid: answer.localId, email, idToken: answer.idToken };
    },
    /** Removes the emulator's user: signing in again with the same Google account gets a new uid. */
    async deleteUser(uid) {
      await call(admin(':delete'), { localId: uid }, owner);
    },
  };
}
