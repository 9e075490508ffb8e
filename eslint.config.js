// One lint configuration for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.gx/**',
      '.redeploy-*/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // PocketBase JSVM code (goja, with its own globals) is exercised by the server tests.
      'pocketbase/pb_hooks/**',
      'pocketbase/pb_migrations/**',
      'pocketbase/pb_public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/*'],
              message: "Import UI from 'shared-ui': Mantine travels inside it, so that it is bundled once and never shared whole.",
            },
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-hook-form', '@hookform/*', 'zod', 'zod/*'],
              message:
                "Import routing from 'shared-ui' and forms/validation from 'shared-ui/forms': they travel inside the shared-ui singletons, so a direct import would bundle a second copy.",
            },
            {
              group: ['swr', 'swr/*'],
              message: "Load data with useData from 'shared-ui/data': SWR travels inside that singleton, so that every remote shares one copy and one cache.",
            },
            {
              group: ['**/shared-ui/src/**', '../shared-ui/**', '../../shared-ui/**'],
              message: "Import shared-ui by its package name only: a relative import makes a second copy of the singleton.",
            },
          ],
        },
      ],
    },
  },
  {
    // One lazy primitive: React.lazy keeps a failed chunk for good (Try Again could never load it
    // again), and a lazy part drawn on the server must record itself for the browser.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/lazy-page.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='lazy'][parent.source.value='react'], MemberExpression[object.name='React'][property.name='lazy']",
          message: "Load code on demand with lazyPage from 'shared-ui': it tries a failed chunk again and records itself when drawn on the server.",
        },
      ],
    },
  },
  {
    // What only the render server uses: the shell's server build imports it, nothing in a browser.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shell/src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'shared-ui/server', message: "'shared-ui/server' is for the shell's server build (shell/src/server) only." }] },
      ],
    },
  },
  {
    // shared-ui is where Mantine is wrapped; build configs and scripts run in Node and print.
    files: ['shared-ui/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The production program (Node only, no browser bundle): it prints its log lines, and its
    // settings schema uses zod directly.
    files: ['site/src/**'],
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '**/rspack.config.ts', '**/module-federation.config.ts', 'e2e/**', 'pocketbase/src/**', 'pocketbase/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'site/*.mjs', 'render-server/src/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS test fixtures (a server bundle stands in for the shell's, which is CommonJS too).
    files: ['scripts/**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain scripts a page runs as they are (the shell's start-after-paint.js).
    files: ['shell/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
