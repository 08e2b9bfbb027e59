import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * design.md section 1: arrows point at what may be imported. Each entry names the workspace
 * packages a folder must never import, so the layering cannot erode one import at a time.
 */
const forbidden = {
  'packages/api-contract': ['design-system', 'feature-kit', 'web', 'api', 'mocks'],
  'packages/design-system': ['feature-kit', 'web', 'api', 'api-contract', 'mocks'],
  'packages/feature-kit': ['web', 'api'],
  mocks: ['design-system', 'feature-kit', 'web', 'api'],
  'apps/web': ['api', 'api-contract', 'mocks'],
  'apps/api': ['design-system', 'feature-kit', 'web', 'mocks'],
};
// Helpers for tests, e2e and the bench: no production source may import them.
const testOnly = ['test-support'];

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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.tsbuild/**',
      'storybook-static/**',
      'mocks/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  ...layering,
);
