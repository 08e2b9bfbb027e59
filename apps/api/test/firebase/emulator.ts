import {
  firebaseAuthEmulatorClient,
  type FirebaseAuthEmulatorClient,
} from '@rabbithole/test-support/firebase-emulator';
import { inject } from 'vitest';

/**
 * The run's Firebase Auth emulator (started by test/firebase/global-setup.ts on the first call
 * of any file), with helpers to make users and ID tokens on it. Use it in `beforeAll`: the first
 * start takes 15-65 s on this machine.
 */
export async function firebaseEmulator(): Promise<FirebaseAuthEmulatorClient> {
  const response = await fetch(inject('firebaseEmulatorControl'), { method: 'POST' });
  if (!response.ok) {
    throw new Error(`The Firebase Auth emulator did not start: ${await response.text()}`);
  }
  const { host, projectId } = (await response.json()) as { host: string; projectId: string };
  return firebaseAuthEmulatorClient({ host, projectId });
}
