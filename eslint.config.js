import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Where each part of the code may import from (the zone rule reports any other import of ours). */
export const IMPORT_ZONES = [
  {
    target: './core',
    from: ['./src', './games', './server', './scripts', './e2e'],
    message: 'core/ is plain TypeScript that imports nothing of ours: move the shared fact into core/.',
  },
  {
    target: './games',
    from: ['./src', './server', './scripts', './e2e'],
    message: 'A game imports core/ and games/ only: move the shared fact into core/.',
  },
  {
    target: './src',
    from: ['./games', './server', './scripts', './e2e'],
    message: 'The site imports core/ and src/ only (the games registry is core/game-registry.ts).',
  },
  {
    target: './server',
    from: ['./src'],
    except: ['./entry-server.tsx', './content', './test'],
    message: 'The server imports core/ and the renderer (src/entry-server.tsx and the content it renders) only.',
  },
  {
    target: './server',
    from: ['./games', './scripts', './e2e'],
    message: 'The server imports core/ and the renderer (src/entry-server.tsx and the content it renders) only.',
  },
  {
    target: './scripts',
    from: ['./src', './games', './e2e'],
    message: 'Scripts are thin entry points: they call server/ or core/, whose code is TypeScript with tests.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'published', 'node_modules', 'coverage', 'reports', '.stryker-tmp', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // React Router's loaders throw Responses (redirects) by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Import zones (docs/decisions/033-core-layer.md): imports point one way, from entry points
    // towards core, and never round in a circle.
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // core/ runs everywhere: in the browser, in a game's frame, in Node (decision 033).
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'core/colour-tokens-plugin.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(node:|react|fastify)', message: 'core/ is plain TypeScript: no Node API, no React, no server.' }] }],
    },
  },
  {
    // A game's page must stay small (40 KB of script, npm run audit:budget): no React, no zod.
    files: ['games/**/*.ts'],
    ignores: ['games/**/*.test.ts', 'games/vite.config.ts', 'games/game-pages.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(react|zod$)', message: "A game's page stays small: no React and no zod in the games." }] }],
    },
  },
  {
    // A visitor's page runs no React (15 KB of script, npm run audit:budget; docs/decisions/039):
    // its islands import core/ and each other only, never a component, React or zod. Nor the
    // language list, which carries every language's game names and words (3.6 KB of the islands'
    // 10.2 KB before it left): what an island needs of it, the page says (the notice's data-locales).
    files: ['src/islands/**/*.ts'],
    ignores: ['src/islands/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|zod$|\\.\\./(app|content|pages|preview|sections|seo|ui)/)', message: "A visitor's page runs no React: islands import core/ and each other only." },
            {
              regex: '/core/(locale|languages|game-registry|glossary|number-format)$',
              message: "The language list stays out of a visitor's script: an island reads what it needs of it from the page.",
            },
          ],
        },
      ],
    },
  },
  {
    // The editor's bundle (preview mode: the preview, and the app, sections and pages it renders)
    // carries the content schema's text limits as a table made at build time (virtual:text-limits),
    // not the schema or Zod: some 100 KB before compression (docs/performance.md, the editor's
    // bundle). Types from them cost nothing and stay allowed.
    files: ['src/{preview,app,sections,ui,pages}/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/app/*-plugin.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod$|/content/(schema|text-schema|responsible-play-schema|text-field-check|upgrade-content)$|/core/(css-colour-schema|preview-requests|publish-requests|build-info)$',
              allowTypeImports: true,
              message: "The editor's bundle takes no schema: read a text's limit from virtual:text-limits (src/content/text-limits.ts); type imports are fine.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Build scripts are plain JavaScript run by Node; type-aware rules need types they do not have.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Last: layout is Prettier's (npm run format), so no rule of the above may argue about it.
  prettier,
);
