import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * design.md section 1: arrows point at what may be imported. Each entry names the workspace
 * packages a folder must never import, so the layering cannot erode one import at a time.
 * Stories and tests are exempt, which is how they may use @rabbithole/mocks.
 */
const forbidden = {
  'packages/api-contract': ['design-system', 'feature-kit', 'web', 'api', 'mocks'],
  'packages/design-system': ['feature-kit', 'web', 'api', 'api-contract', 'mocks'],
  'packages/feature-kit': ['web', 'api', 'mocks'],
  mocks: ['design-system', 'feature-kit', 'web', 'api'],
  'apps/web': ['api', 'api-contract', 'mocks'],
  'apps/api': ['design-system', 'feature-kit', 'web', 'mocks'],
};
// Helpers for tests, e2e and the bench: no production source may import them.
const testOnly = ['test-support'];

// One object per folder: a second object setting no-restricted-imports on the same files would
// replace this one's patterns rather than add to them.
const layering = Object.entries(forbidden).map(([folder, packages]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [...packages, ...testOnly].map((name) => ({
          group: [`@rabbithole/${name}`, `@rabbithole/${name}/*`],
          message: `design.md section 1: ${folder} must not depend on @rabbithole/${name}.`,
        })),
      },
    ],
  },
}));

/**
 * House style 8: a feature-kit resource folder (`src/<resource>/`) reaches another only through
 * that folder's index.ts. The folders are read from disk, so a new resource is covered at once.
 */
const featureKitSrc = path.join(root, 'packages/feature-kit/src');
const resources = readdirSync(featureKitSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = resources
  .map((resource) => ({
    target: `./${resource}`,
    from: resources.filter((other) => other !== resource).map((other) => `./${other}`),
    except: ['./index.ts'],
    message: 'House style 8: import another resource folder through its index.ts, never its files.',
  }))
  .filter((zone) => zone.from.length > 0);
const resourceBoundaries = {
  files: ['packages/feature-kit/src/**/*.{ts,tsx}'],
  rules:
    zones.length > 0
      ? { 'import-x/no-restricted-paths': ['error', { basePath: featureKitSrc, zones }] }
      : {},
};

/**
 * design.md section 6: zod and the contract's schemas reach the browser only in the answer checks
 * (feature-kit's api/answers.ts), which a worker runs (api/lazyAnswers.ts). Elsewhere the feature kit takes from the
 * contract its routes, its plain values (modules without a schema, read here) and its types, so no
 * page's chunk builds the contract's schemas when it loads.
 */
const contractSrc = path.join(root, 'packages/api-contract/src');
const schemaFreeNames = [
  ...new Set(
    ['constants.ts', 'url.ts', 'paging.ts', 'routes.ts'].flatMap((file) =>
      Array.from(
        readFileSync(path.join(contractSrc, file), 'utf8').matchAll(
          /^export (?:const|function) (\w+)/gm,
        ),
        (match) => match[1],
      ),
    ),
  ),
];
const schemaFreeFeatureKit = {
  files: ['packages/feature-kit/src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.stories.tsx',
    '**/*.test.{ts,tsx}',
    '**/test/**',
    'packages/feature-kit/src/api/answers.ts',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@rabbithole/api-contract',
            allowImportNames: schemaFreeNames,
            allowTypeImports: true,
            message:
              'design.md section 6: take `routes.<operationId>` (or a value of constants.ts), not an endpoint or a schema: its module builds zod schemas when the page loads.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      '.tsbuild/**',
      'storybook-static/**',
      'mocks/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows only .js files unless told otherwise, which would hide every TS cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Numbers print the same everywhere; objects, null and undefined still need a decision.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onPress={() => setOpen(true)}` is the React idiom; braces there add noise, not clarity.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `||` on a string is how '' falls back on purpose (a trimmed empty search, a blank path segment).
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true } },
      ],
      // Fastify plugins, hooks and handlers are async by contract (avvio awaits what they return).
      '@typescript-eslint/require-await': 'off',
      // Its fix is a `!`, which strict's no-non-null-assertion forbids; `as T` is the one allowed spelling.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      // A wrong `!` here throws and fails the test or story at once, which is the check we want.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
  ...layering,
  resourceBoundaries,
  schemaFreeFeatureKit,
);
