import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Each journey starts a real server and browser; run them one after another on 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // CI runs these beside the story suites on 2 cores, where a page can take seconds to settle;
    // Vitest's 1 s poll default then fails journeys that are right.
    expect: { poll: { timeout: 10_000 } },
  },
});
