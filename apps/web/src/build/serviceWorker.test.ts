import type { OutputBundle } from 'rollup';
import { expect, it } from 'vitest';
import { workerBuildOf } from './serviceWorker.ts';

/** Just enough of a Rollup bundle: file names, and index.html's source. */
function bundleOf(files: string[], html = '<!doctype html><script src="/assets/index-a1.js">') {
  const entries = files.map((fileName) => [fileName, { fileName, type: 'chunk' }]);
  const shell = { fileName: 'index.html', type: 'asset', source: html };
  return Object.fromEntries([...entries, ['index.html', shell]]) as unknown as OutputBundle;
}

it("lists every hashed file of the build, and not the worker's own", () => {
  const build = workerBuildOf(
    bundleOf(['assets/index-a1.js', 'sw.js', 'assets/style-b2.css', 'assets/font-c3.woff2']),
  );
  expect(build.shell).toBe('/index.html');
  expect(build.assets).toEqual([
    '/assets/font-c3.woff2',
    '/assets/index-a1.js',
    '/assets/style-b2.css',
  ]);
});

it('gives a deploy a new version when any asset or the shell changes, and only then', () => {
  const files = ['assets/index-a1.js', 'assets/SetPage-d4.js'];
  const { version } = workerBuildOf(bundleOf(files));
  expect(workerBuildOf(bundleOf([...files].reverse())).version).toBe(version);
  expect(workerBuildOf(bundleOf(['assets/index-a1.js', 'assets/SetPage-e5.js'])).version).not.toBe(
    version,
  );
  expect(workerBuildOf(bundleOf(files, '<!doctype html><title>new</title>')).version).not.toBe(
    version,
  );
});
