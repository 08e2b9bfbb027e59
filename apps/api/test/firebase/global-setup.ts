import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startFirebaseAuthEmulator,
  type FirebaseAuthEmulator,
} from '@rabbithole/test-support/firebase-emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Ask this URL for the run's Firebase Auth emulator (test/firebase/emulator.ts does). */
    firebaseEmulatorControl: string;
  }
}

/**
 * One Firebase Auth emulator per run of the api project, started on first use. The emulator
 * costs ~17 s of CPU to start, so a run whose files never ask (most narrow runs) must not pay for
 * it. Test files live in worker processes, so they ask this process over a loopback HTTP
 * endpoint: the first request starts it, every later one shares that start, and teardown stops
 * it (its whole process group) whatever the tests did.
 */
export default async function setup(project: TestProject) {
  let starting: Promise<FirebaseAuthEmulator> | null = null;
  const control = createServer((request, response) => {
    starting ??= startFirebaseAuthEmulator().then((emulator) => {
      console.info(`Firebase Auth emulator ready at ${emulator.host} in ${emulator.startMs} ms`);
      return emulator;
    });
    starting.then(
      ({ host, projectId }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ host, projectId }));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
    request.resume();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  project.provide('firebaseEmulatorControl', `http://127.0.0.1:${port}/`);

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    const emulator = await starting?.catch(() => null);
    await emulator?.stop();
  };
}
