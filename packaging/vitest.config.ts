import { defineProject } from 'vitest/config';

/**
 * The design system as another product gets it: built, packed, installed from the tarball into
 * a throwaway app outside the workspace, bundled with Vite and rendered in the system Chromium.
 */
export default defineProject({
  test: {
    name: 'packaging',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
