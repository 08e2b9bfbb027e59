import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import type {} from '@vitest/browser-playwright';

/**
 * Resizes the page that hosts the test iframe. Vitest scales the iframe down when it does not fit
 * that page, and Chromium paints nothing of an iframe outside the page: sizing the page to the
 * story keeps every screenshot at 1:1 and whole, however tall the story is.
 */
export const resizePage: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({ width, height });
};

/**
 * Baselines of this platform that no current story writes (a story renamed or deleted): removed
 * when `remove` is set (`--update`), and returned either way.
 */
export const pruneBaselines: BrowserCommand<[expected: string[], remove: boolean]> = async (
  context,
  expected,
  remove,
) => {
  if (!context.testPath) throw new Error('pruneBaselines runs inside a test file');
  const folder = join(dirname(context.testPath), '__screenshots__', basename(context.testPath));
  const suffix = `-${context.project.config.browser.name}-${process.platform}.png`;
  const wanted = new Set(expected.map((name) => `${name}${suffix}`));
  const entries = await readdir(folder, { recursive: true }).catch(() => []);
  const orphans = entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => entry.endsWith(suffix) && !wanted.has(entry))
    .sort();
  if (remove) {
    await Promise.all(orphans.map((orphan) => rm(join(folder, orphan))));
    // Folders of components whose every story is gone.
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && (await readdir(join(folder, entry.name))).length === 0) {
        await rm(join(folder, entry.name), { recursive: true });
      }
    }
  }
  return orphans;
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    resizePage: (width: number, height: number) => Promise<void>;
    pruneBaselines: (expected: string[], remove: boolean) => Promise<string[]>;
  }
}
