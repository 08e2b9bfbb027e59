import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rules that guard the architecture fail on a deliberate violation. eslint.config.js is used
 * as it is, minus type information: none of these rules needs it, and building the TypeScript
 * programs would cost most of the time and refuse files that are not on disk.
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

// Loading the config and its plugins takes seconds on a busy machine.
describe('eslint.config.js', { timeout: 20_000 }, () => {
  it('checks the rules of hooks in .ts files', async () => {
    const code = [
      "import { useState } from 'react';",
      '',
      'export function useSetsFilter(enabled: boolean): number {',
      '  if (!enabled) return 0;',
      '  const [count] = useState(1);',
      '  return count;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('packages/feature-kit/src/sets/useSetsFilter.ts', code)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });

  it('keeps @rabbithole/mocks out of feature-kit and design-system production files', async () => {
    const code = "export { setsHandlers } from '@rabbithole/mocks';\n";
    expect(await ruleIds('packages/feature-kit/src/sets/fixtures.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('packages/design-system/src/components/Card/fixtures.ts', code)).toContain(
      'no-restricted-imports',
    );
  });

  it('lets stories and tests use @rabbithole/mocks', async () => {
    const code = "export { setsHandlers } from '@rabbithole/mocks';\n";
    for (const file of [
      'packages/feature-kit/src/sets/SetsFilter.stories.tsx',
      'packages/feature-kit/src/sets/setsFilter.test.ts',
      'packages/design-system/src/components/Card/Card.test.tsx',
    ]) {
      expect(await ruleIds(file, code)).not.toContain('no-restricted-imports');
    }
  });

  it('keeps @rabbithole/test-support out of production sources, not out of tests', async () => {
    const code = "export { startServer } from '@rabbithole/test-support';\n";
    for (const file of ['apps/api/src/server-check.ts', 'packages/feature-kit/src/sets/setup.ts']) {
      expect(await ruleIds(file, code)).toContain('no-restricted-imports');
    }
    for (const file of ['apps/api/test/helpers/server.ts', 'apps/api/test/process/run.test.ts']) {
      expect(await ruleIds(file, code)).not.toContain('no-restricted-imports');
    }
  });

  it('lets a resource folder reach another only through its index.ts', async () => {
    const importing = (path: string) => `export { apiClient } from '${path}';\n`;
    const file = 'packages/feature-kit/src/sets/setsFilter.ts';
    expect(await ruleIds(file, importing('../api/client.ts'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(file, importing('../api/index.ts'))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails on an import cycle', async () => {
    // A cycle spans files, and import-x reads the imported ones from disk.
    const dir = mkdtempSync(join(root, 'packages/feature-kit/src/tmp-lint-cycle-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        "import { b } from './b.ts';\n\nexport const a = () => b;\n",
      );
      writeFileSync(
        join(dir, 'b.ts'),
        "import { a } from './a.ts';\n\nexport const b = () => a;\n",
      );
      const [result] = await eslint.lintFiles([relative(root, join(dir, 'a.ts'))]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
