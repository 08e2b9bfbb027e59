// The public API of @rabbithole/test-support: helpers for tests, e2e journeys and benchmarks.
export { ART_RENDITIONS_READY, SERVER_HEAP_FLAGS, spawnServer } from './spawn-server.ts';
export type { Exit, SpawnedServer, SpawnOptions } from './spawn-server.ts';
export { startServer } from './server.ts';
export type { RunningServer } from './server.ts';
export { collectPageErrors, launchBrowser, navigateToLivePages, newContext } from './browser.ts';
export type { Viewport } from './browser.ts';
export { chromiumArgs, chromiumLaunchOptions, ensureChromium, findChromium } from './chromium.js';
export { createThrowawayDatabase, defaultPgUrl, pgServerUrl, redactUrl } from './postgres.js';
export type { ThrowawayDatabase, ThrowawayDatabaseOptions } from './postgres.js';
export {
  emulatorProjectId,
  firebaseAuthEmulatorClient,
  startFirebaseAuthEmulator,
  waitForFirebaseAuthEmulator,
} from './firebase-emulator.js';
export type {
  EmulatorSignIn,
  FirebaseAuthEmulator,
  FirebaseAuthEmulatorClient,
} from './firebase-emulator.js';
export { repoRoot } from './paths.ts';
