import type { OutputBundle } from 'rollup';
import { expect, it } from 'vitest';
import { signedInPreloadsOf } from './signedInPreloads.ts';

/** Just enough of a Rollup bundle: each chunk's file, module and static imports. */
function bundleOf(
  chunks: { fileName: string; module?: string; imports?: string[]; entry?: true }[],
) {
  return Object.fromEntries(
    chunks.map(({ fileName, module, imports = [], entry }) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        moduleIds: module ? [module] : [],
        imports,
        isEntry: entry ?? false,
      },
    ]),
  ) as unknown as OutputBundle;
}

it("lists what the signed-in area's chunks import, at any depth, but not those chunks or the entry", () => {
  const bundle = bundleOf([
    { fileName: 'assets/index-a1.js', module: '/app/src/main.tsx', entry: true },
    {
      fileName: 'assets/signedIn-b2.js',
      module: '/app/src/signedIn.ts',
      imports: ['assets/index-a1.js', 'assets/api-c3.js', 'assets/paging-d4.js'],
    },
    { fileName: 'assets/api-c3.js', imports: ['assets/index-a1.js', 'assets/paging-d4.js'] },
    { fileName: 'assets/paging-d4.js', imports: ['assets/url-e5.js'] },
    { fileName: 'assets/url-e5.js' },
    { fileName: 'assets/LoginPage-f6.js', module: '/app/src/routes/LoginPage.tsx' },
    {
      fileName: 'assets/routeReads-g7.js',
      module: '/app/src/routeReads.ts',
      imports: ['assets/api-c3.js'],
    },
  ]);
  expect(signedInPreloadsOf(bundle)['signed-in']).toEqual([
    '/assets/api-c3.js',
    '/assets/paging-d4.js',
    '/assets/url-e5.js',
  ]);
});

it('fails the build when the signed-in area has no chunk of its own', () => {
  const bundle = bundleOf([
    { fileName: 'assets/index-a1.js', module: '/app/src/main.tsx' },
    { fileName: 'assets/routeReads-g7.js', module: '/app/src/routeReads.ts' },
  ]);
  expect(() => signedInPreloadsOf(bundle)).toThrow(/src\/signedIn\.ts/);
});
