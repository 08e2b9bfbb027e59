import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TransformPluginContext } from 'rollup';
import { describe, expect, it } from 'vitest';
import { hydrateWithoutRerender, rewrites, rewritten } from './hydrateWithoutRerender.ts';

const require = createRequire(import.meta.url);
const reactAria = dirname(require.resolve('react-aria/package.json'));
const installed = {
  locale: join(reactAria, 'dist/private/i18n/useDefaultLocale.mjs'),
  ids: join(reactAria, 'dist/private/ssr/SSRProvider.mjs'),
};

type Transform = (
  this: TransformPluginContext,
  code: string,
  id: string,
  options?: { ssr?: boolean },
) => { code: string } | null;

const transform = hydrateWithoutRerender().transform as Transform;
const run = (code: string, id: string, options?: { ssr?: boolean }) =>
  transform.call({} as TransformPluginContext, code, id, options)?.code;

describe("the browser's build of the installed react-aria", () => {
  it('reads the default locale without waiting for hydration', async () => {
    const code = run(await readFile(installed.locale, 'utf8'), installed.locale);
    expect(code).toContain('let isSSR = false;');
    expect(code).not.toMatch(/let isSSR = \(0, /);
  });

  it('prefixes ids as the server does, and still asks useIsSSR elsewhere (collections, overlays)', async () => {
    const code = run(await readFile(installed.ids, 'utf8'), installed.ids);
    expect(code).toContain('let didSSR = true;');
    expect(code).not.toMatch(/let \[didSSR\]/);
    expect(code).toMatch(/function \$\w+\$export\$\w+\(\) \{[^}]*useSyncExternalStore/);
  });
});

it("leaves the server's build and every other module as they are", async () => {
  const code = await readFile(installed.locale, 'utf8');
  expect(run(code, installed.locale, { ssr: true })).toBeUndefined();
  expect(run(code, join(reactAria, 'dist/private/i18n/I18nProvider.mjs'))).toBeUndefined();
});

it('stops the build when react-aria no longer reads the flag the same way', () => {
  for (const rewrite of rewrites) {
    expect(() => rewritten('export function useDefaultLocale() {}', rewrite)).toThrow(
      /no longer reads useIsSSR/,
    );
  }
});
