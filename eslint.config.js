import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// bulletproof-react: features are composed by app/ and never import each other (STYLE.md).
const FEATURES_DIR = 'apps/web/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`, `../../../${other}/**`],
            message: `Features do not import each other: move what ${feature} needs from ${other} to src/components, src/hooks or src/lib.`,
          })),
      },
    ],
  },
}));

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
  ...featureBoundaries,
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
