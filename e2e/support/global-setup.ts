import type { TestProject } from 'vitest/node';
import { startServer } from '@rabbithole/test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one real server of this e2e run listens. */
    serverUrl: string;
  }
}

/** One real server for every journey: starting it (migrate, seed) is the slow part of a run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('serverUrl', server.url);
  return () => server.stop();
}
