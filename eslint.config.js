import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Pure logic: no I/O, no frameworks (DESIGN §3).
    files: ['packages/shared/**/*.ts', 'apps/server/src/game/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify', 'socket.io*', 'react*', 'drizzle-orm*', '@electric-sql/*', 'pg', 'node:*', 'fs', 'path'] },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'apps/server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
