// One lint setup for every workspace. Import boundaries from ARCHITECTURE.md are enforced here:
// the server never imports the web app, contracts import no app, the identity package imports no
// app (the server uses it through its index, its internals only from tests), and on the web the
// layers of decision 047 (kit <- foundation features <- features <- screens <- app), each feature
// reached only through its public index. Import cycles are madge's (`npm run cycles`, decision
// 046): import-x's no-cycle skips type-only imports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// What every web feature may import (through its index): the session, page loaders, the
// organisation's branding, the person's profile, the map kit and the locations every domain hangs
// off. In this order: each imports only those before it, so they never form a cycle. Any other
// feature imports none but these; a screen that combines features is composed in
// apps/web/src/screens (decision 047).
const foundationFeatures = ['auth', 'loading', 'branding', 'profile', 'maps', 'locations'];
/** The features `feature` may import besides itself. */
const importableBy = (feature) => {
  const rank = foundationFeatures.indexOf(feature);
  return rank === -1 ? foundationFeatures : foundationFeatures.slice(0, rank);
};
const web = './apps/web/src';
const layerMessage =
  'A web feature imports only the foundation features (' +
  foundationFeatures.join(', ') +
  '); screens that combine features live in apps/web/src/screens (decision 047).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web's layers, type-only imports included: each zone names who may not import from where.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${web}/components`, `${web}/lib`],
              from: [`${web}/features`, `${web}/screens`, `${web}/app`],
              message: 'The kit (components, lib) imports no feature, screen or app file.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [feature, ...importableBy(feature)].map((name) => `./${name}`),
              message: foundationFeatures.includes(feature)
                ? `A foundation feature imports only those listed before it (${foundationFeatures.join(' < ')}; decision 047).`
                : layerMessage,
            })),
            {
              target: `${web}/features`,
              from: [`${web}/screens`, `${web}/app`],
              message: 'Features never import screens or the app; the router loads screens.',
            },
            {
              target: `${web}/screens`,
              from: `${web}/app`,
              message: 'Screens never import the app; the router loads screens.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@fm/server*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@fm/web*'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@fm/web*'],
              message: 'The server never imports the web app.',
            },
            {
              group: ['@fm/identity/*', '!@fm/identity/schema', '!@fm/identity/srp'],
              message:
                "Use the identity pool through '@fm/identity' (its internals are for tests only).",
            },
            {
              group: ['**/packages/identity/**'],
              message: "Import the identity pool as '@fm/identity'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/identity/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fm/server*', '@fm/web*', '@fm/bench*', '**/apps/**', '**/bench/**'],
              message:
                'The identity pool imports no app: the host hands it a database, a logger and a mail function.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fm/server*', '@fm/web*', '**/apps/**'],
              message: 'Contracts import no app.',
            },
            {
              group: ['node:*', 'pg', 'drizzle-orm*', 'fastify*', 'react*'],
              message: 'Contracts do no I/O and know no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{screens,app}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: "Import a feature only through its public index ('@/features/<name>').",
            },
            {
              group: ['**/apps/server/**', '@fm/server*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(webFeatures.length > 1
              ? [
                  {
                    group: webFeatures
                      .filter((other) => other !== feature)
                      .map((other) => `@/features/${other}/*`),
                    message:
                      "Import another feature only through its public index ('@/features/<name>').",
                  },
                ]
              : []),
            {
              group: ['**/apps/server/**', '@fm/server*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,ts}',
      '**/*.config.{js,ts}',
      '.ci/**/*.js',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Every spec runs with the CSP watch (e2e/csp.ts): its test fails on any violation.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../csp': it fails a test on CSP violations.",
            },
          ],
        },
      ],
    },
  },
);
