import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test files that never use the database: folders (`folder/**`) where nothing does, else single files. They get none
 * (no PGlite copy, no scratch database on the server: tests/setup/env.ts), and fail if they open one.
 */
const DATABASE_FREE = [
  'cli/**',
  'db/folder-lock.test.ts',
  'db/group-commit.test.ts',
  'lib/ai/**',
  'lib/assessments/**',
  'lib/emoji/**',
  'lib/net/**',
  'lib/auth/authenticate.test.ts',
  'lib/auth/caller.test.ts',
  'lib/blog/markdown.test.ts',
  'lib/chatbot/embed.test.ts',
  'lib/config.test.ts',
  'lib/contact/form-token.test.ts',
  'lib/database-errors.test.ts',
  'lib/estimate/estimate.test.ts',
  'lib/estimate/localized.test.ts',
  'lib/i18n/**',
  'lib/http/cli-types.test.ts',
  'lib/http/openapi-document.test.ts',
  'lib/http/openapi-examples.test.ts',
  'lib/limits/client-ip.test.ts',
  'lib/limits/window-state.test.ts',
  'lib/media/image-structure.test.ts',
  'lib/media/inspect-image.test.ts',
  'lib/media/markup.test.ts',
  'lib/media/multipart.test.ts',
  'lib/media/strip/strip.test.ts',
  'lib/site/cached-pages.test.ts',
  'lib/site/language-paths.test.ts',
  'lib/site/negotiate-lang.test.ts',
  'lib/site/csp.test.ts',
  'lib/utc-date.test.ts',
  'tests/first-load-js.test.ts',
  'tests/site-i18n-texts.test.ts',
  'tests/site-metadata.test.ts',
  'scripts/emoji-data/**',
  // Reads the build's trace files.
  'tests/traces.test.ts',
  'lib/site/next-inline-scripts.test.ts',
  'tests/cache-handler.test.ts',
  // Its servers and commands run on a PGlite folder of their own in either pass.
  'tests/database-lock.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.ts', 'lib/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts'],
    provide: { databaseFree: DATABASE_FREE },
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/env.ts'],
    pool: 'forks',
    // Most files spend their time waiting on child processes (next start, chromium, PostgreSQL, the CLI), so two run at
    // once even on the 2-core CI machine, where vitest's own default is a single worker. Three starved the page tests
    // of CPU (chromium plus next start per file): their 20 s steps timed out on a busy machine.
    maxWorkers: 2,
    // Limits for a hang, not for speed: a busy 2-core machine runs many steps several times slower than a quiet one,
    // and tests that measure speed compare with a baseline from the same run instead (tests/helpers/timing.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s: a page answering a keystroke under load takes longer.
    expect: { poll: { timeout: 15_000 } },
  },
});
