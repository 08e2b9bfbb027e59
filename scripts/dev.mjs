// `npm run dev`: the API in watch mode and the Vite dev server (HMR, proxying /api and /media to
// the API). Ctrl-C stops both; if either exits, the other is stopped too. Unless a real Firebase
// project is configured (FIREBASE_PROJECT_ID), the Firebase Auth emulator is started first and
// both sides pointed at it, so the Google and Apple buttons work offline with made-up accounts.
import { spawn } from 'node:child_process';
import { startFirebaseAuthEmulator } from '@rabbithole/test-support/firebase-emulator';
import { root } from './lib.mjs';

const withoutFirebase = { api: {}, web: {}, stop: () => Promise.resolve() };

async function firebaseEnvironment() {
  if (process.env.FIREBASE_PROJECT_ID) return withoutFirebase;
  console.log('[dev] starting the Firebase Auth emulator for Google and Apple sign-in…');
  const emulator = await startFirebaseAuthEmulator();
  console.log(`[dev] Firebase Auth emulator on ${emulator.host} (${emulator.startMs} ms).`);
  return {
    api: { FIREBASE_PROJECT_ID: emulator.projectId, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    web: {
      VITE_FIREBASE_API_KEY: 'emulator-api-key',
      VITE_FIREBASE_PROJECT_ID: emulator.projectId,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    },
    stop: () => emulator.stop(),
  };
}

const firebase = await firebaseEnvironment().catch((error) => {
  // Password sign-in works without it: say why the social buttons will not, and go on.
  console.warn(`[dev] no Firebase Auth emulator (${error.message}); social sign-in is off.`);
  return withoutFirebase;
});

const children = [
  ['api', ['run', 'dev', '-w', '@rabbithole/api'], firebase.api],
  ['web', ['run', 'dev', '-w', '@rabbithole/web'], firebase.web],
].map(([name, args, env]) => {
  const child = spawn('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  void firebase.stop().finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 6000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
