// One linter for the whole repository. Import directions of docs/ARCHITECTURE.md are enforced by
// eslint-plugin-boundaries: packages <- apps, apps never import each other; inside the web app
// lib <- entities <- features <- app and lib <- components <- features, and features never import each other.
// Inside the server a module (src/modules/<name>/) imports another module only through its `<name>.service.ts`;
// tests and `*-test-support.ts` may reach further. Shared infrastructure lives in src/plugins (Fastify plugins) and
// in src/lib, src/storage and src/db, which import neither modules nor plugins.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** @param {string} from @param {string[]} to */
const allow = (from, to) => ({ from: { type: from }, allow: { to: { type: to } } });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'tmp/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Small files (docs STYLE.md): a production source file stays under 400 physical lines.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-test-support.{ts,tsx}',
      '**/test-helpers.{ts,tsx}',
      '**/*.generated.ts',
      '**/test/**',
      '**/testdata/**',
    ],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*', 'e2e/**/*', 'bench/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app', mode: 'folder' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'web-components', pattern: 'apps/web/src/components', mode: 'folder' },
        { type: 'web-entity', pattern: 'apps/web/src/entities/*', mode: 'folder', capture: ['entity'] },
        { type: 'web-lib', pattern: 'apps/web/src/lib', mode: 'folder' },
        { type: 'web-root', pattern: 'apps/web/*', mode: 'full' },
        { type: 'web-root', pattern: 'apps/web/src/*', mode: 'full' },
        {
          type: 'server-module',
          pattern: 'apps/server/src/modules/*',
          mode: 'folder',
          capture: ['module'],
        },
        { type: 'server-infra', pattern: 'apps/server/src/{lib,storage,db}', mode: 'folder' },
        { type: 'server', pattern: 'apps/server', mode: 'folder' },
        { type: 'package', pattern: 'packages/*', mode: 'folder', capture: ['pkg'] },
        { type: 'e2e', pattern: 'e2e', mode: 'folder' },
        { type: 'bench', pattern: 'bench', mode: 'folder' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} must not import this {{to.type}} file (docs/ARCHITECTURE.md import directions; a server module imports another only through its <module>.service.ts)',
          rules: [
            allow('package', ['package']),
            allow('server', ['server', 'server-module', 'server-infra', 'package']),
            allow('server-module', ['server', 'server-infra', 'package']),
            // lib, storage and db are below every module and plugin; their tests may use the test app
            allow('server-infra', ['server-infra', 'package']),
            {
              from: { type: 'server-infra' },
              allow: { to: { type: 'server', internalPath: 'src/server-paths.ts' } },
            },
            {
              from: { type: 'server-infra', internalPath: '**/*.test.ts' },
              allow: { to: { type: ['server', 'server-module'] } },
            },
            // a module imports itself freely, another module only through that module's service file
            {
              from: { type: 'server-module' },
              allow: { to: { type: 'server-module', captured: { module: '{{from.captured.module}}' } } },
            },
            {
              from: { type: 'server-module' },
              allow: { to: { type: 'server-module', internalPath: '{{to.captured.module}}.service.ts' } },
            },
            {
              from: { type: 'server-module', internalPath: ['**/*.test.ts', '**/*-test-support.ts'] },
              allow: { to: { type: 'server-module' } },
            },
            allow('web-lib', ['web-lib', 'package']),
            allow('web-components', ['web-components', 'web-lib', 'package']),
            // The shared data layer (decision 0013): entities read lib and packages and each other, never UI.
            allow('web-entity', ['web-entity', 'web-lib', 'package']),
            allow('web-feature', ['web-entity', 'web-lib', 'web-components', 'package']),
            // a feature may import itself, never another feature
            {
              from: { type: 'web-feature' },
              allow: { to: { type: 'web-feature', captured: { feature: '{{from.captured.feature}}' } } },
            },
            allow('web-app', [
              'web-app',
              'web-feature',
              'web-entity',
              'web-components',
              'web-lib',
              'package',
            ]),
            allow('web-root', ['web-root', 'web-app', 'web-lib', 'web-components', 'package']),
            allow('e2e', ['e2e', 'package']),
            allow('bench', ['bench', 'package']),
          ],
        },
      ],
    },
  },
  prettier,
);
