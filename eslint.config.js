import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every web feature folder: a feature never imports another one (app/ composes them).
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Every server module folder: a module imports another only through that module's index.ts.
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Drizzle and the schema: only repositories, db/ and seed/ import them. */
const DATABASE_IMPORTS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'query the database in a *.repo.ts file' },
  { group: ['**/db/schema', '**/db/schema/*'], message: 'query the database in a *.repo.ts file' },
];
const moduleDoors = (except) => SERVER_MODULES.filter((name) => name !== except).map((name) => `./${name}/index.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'apps/server/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // One-way imports (DESIGN.md section 5): domain <- server and web; web features do not import
      // each other; shared web code does not import features or app; app composes.
      'import-x/no-restricted-paths': [
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
            ...SERVER_MODULES.map((name) => ({
              target: `./apps/server/src/modules/${name}`,
              from: './apps/server/src/modules',
              except: [`./${name}`, ...moduleDoors(name)],
              message: 'a server module imports another module only through its index.ts, never its internals',
            })),
            {
              target: ['./apps/server/src/core', './apps/server/src/plugins', './apps/server/src/app.ts', './apps/server/src/server.ts'],
              from: './apps/server/src/modules',
              except: ['./index.ts', ...moduleDoors(null)],
              message: 'the core imports modules only through their index.ts',
            },
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
    // Promises are awaited or handled: an unhandled rejection in a job or a handler loses the error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Repositories are the only database door (docs/decisions/006): only *.repo.ts, db/ and seed/
    // import Drizzle or the schema; tests may, to set up and inspect rows.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repo.ts', 'apps/server/src/db/**', 'apps/server/src/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: DATABASE_IMPORTS,
        },
      ],
    },
  },
  {
    // A route reads the request, calls its service and shapes the reply (issue 39): only services use
    // repositories. A second `no-restricted-imports` replaces the block's above for these files, so
    // it takes the Drizzle and schema patterns too.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DATABASE_IMPORTS,
            { group: ['*.repo.ts', '**/*.repo.ts', './*.repo.ts'], message: 'a route calls its service; only services use repositories' },
          ],
        },
      ],
    },
  },
  {
    // One contract per operation (issue 39): web code calls the API through `api(xEndpoint, …)` or `urlOf`, so
    // the path is written once, in the domain's contract; the endpoint (generated from it) keeps the
    // contract's zod schemas out of the pages' first script.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/lib/api-client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "call the API through api(xEndpoint, …) from lib/api-client.ts: no '/api/' path in web code" },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "call the API through api(xEndpoint, …) from lib/api-client.ts: no '/api/' path in web code",
        },
        {
          selector: 'CallExpression[callee.name=/^(api|urlOf)$/] > Identifier.arguments:first-child[name=/Contract$/]',
          message: 'call an operation by its endpoint (xEndpoint), not its contract: the contract brings its zod schemas into the page',
        },
        // A time in the browser's zone is wrong for a practice in Zurich (a browser set to UTC showed 10:00 for 11:00).
        {
          selector: "NewExpression[callee.property.name='DateTimeFormat']:not(:has(Property[key.name='timeZone']))",
          message: 'give Intl.DateTimeFormat a timeZone (the practice zone for instants, UTC for calendar dates), or use lib/format.ts',
        },
        // Query keys come from the contract too (issue 39): `queryKeyOf(xEndpoint, …)` or `queryScopeOf` from lib/query-keys.ts.
        {
          selector: 'Property[key.name="queryKey"] > ArrayExpression.value',
          message: 'build a query key with queryKeyOf(xEndpoint, …) (or queryScopeOf) from lib/query-keys.ts, not an array literal',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression.arguments:first-child',
          message: 'build a query key with queryKeyOf(xEndpoint, …) (or queryScopeOf) from lib/query-keys.ts, not an array literal',
        },
      ],
    },
  },
  {
    // Plain scripts the browser runs as they are (no bundler, no modules).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
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
