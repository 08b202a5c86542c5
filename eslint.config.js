import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.next/', '.data/', 'drizzle/', 'cli/dist/', 'next-env.d.ts', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'], location: 'start' }],
    },
  },
  {
    // Services know nothing of HTTP (DESIGN.md, Layout): they throw lib/errors' ApiError and log through lib/log;
    // only lib/http turns those into responses. lib never imports from app.
    files: ['lib/**/*.ts'],
    ignores: ['lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/http/*', '../http/*'], message: 'Services do not import the HTTP layer; use @/lib/errors and @/lib/log.' },
            { group: ['@/app/*'], message: 'lib never imports from app.' },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read through lib/config.ts alone (DESIGN.md, Layout), so every variable has a type, a default and
    // a clear error. Tests and the test worker process set the environment of what they start.
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts', '*.ts'],
    ignores: ['lib/config.ts', '**/*.test.ts', 'lib/generation/testing/**', 'vitest.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through a named accessor of @/lib/config.' },
      ],
    },
  },
);
