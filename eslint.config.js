import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every web feature folder: a feature never imports another one (app/ composes them).
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'apps/server/migrations/**', '**/test-results/**', '**/playwright-report/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': 'error',
      'import/no-self-import': 'error',
      // One-way imports (DESIGN.md section 5): domain <- server and web; web features do not import
      // each other; shared web code does not import features or app; app composes.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain is pure: it imports nothing from the apps' },
            { target: './apps/server', from: './apps/web', message: 'the server does not import web code' },
            { target: './apps/web', from: './apps/server', message: 'the web app talks to the server over HTTP only' },
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'web features do not import each other: compose them in app/',
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features do not import app/' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared code does not import features or app/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
