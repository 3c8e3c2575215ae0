import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The flows, written once (packages/core/src/flows/flows.json).
const FLOWS = JSON.parse(readFileSync(new URL('./packages/core/src/flows/flows.json', import.meta.url), 'utf8')).map(
  (entry) => entry.flow,
);

// Dependencies point one way: core <- ui <- programs, forms <- flows, core <- server. No flow imports another flow;
// what two flows share (a family's choice of centre, programs and schedules) lives in @cc/programs.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const pkg = (name) => ({
  group: [`@cc/${name}`, `@cc/${name}/*`],
  message: `This package may not depend on @cc/${name}.`,
});
const relativeEscape = {
  group: ['../../*/src/*', '../../../packages/*'],
  message: 'Import other packages by their @cc/ name, never by a relative path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lib/**',
      '**/data/**',
      'storybook-static/**',
      '.wtr-build/**',
      'test-results/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/core/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...restrict([
        ...['ui', 'programs', 'forms', 'server', ...FLOWS].map(pkg),
        relativeEscape,
        {
          group: ['react', 'react-dom', 'react/*', 'node:*'],
          message: '@cc/core is isomorphic: no React, DOM or Node imports.',
        },
      ]),
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: { ...restrict([...['programs', 'forms', 'server', ...FLOWS].map(pkg), relativeEscape]) },
  },
  {
    files: ['packages/programs/src/**'],
    rules: { ...restrict([...['server', ...FLOWS].map(pkg), relativeEscape]) },
  },
  {
    // The form renderer is shared by the flows that fill in a centre's form; it needs no family's choices.
    files: ['packages/forms/src/**'],
    rules: { ...restrict([...['programs', 'server', ...FLOWS].map(pkg), relativeEscape]) },
  },
  {
    files: ['packages/server/src/**'],
    rules: { ...restrict([...['ui', 'programs', 'forms', ...FLOWS].map(pkg), relativeEscape]) },
  },
  ...FLOWS.map((flow) => ({
    files: [`packages/${flow}/src/**`],
    rules: { ...restrict([...['server', ...FLOWS.filter((f) => f !== flow)].map(pkg), relativeEscape]) },
  })),
);
