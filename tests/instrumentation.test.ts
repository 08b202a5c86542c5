// The start-up check of instrumentation.ts as `next start` and `next dev` run it: an invalid or incomplete environment
// ends the process with the reason and exit code 1 before it answers anything; a valid one logs, in one line, the
// database, media storage and AI provider it runs on, without credentials.
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext } from '@/bench/lib/next-server';
import { ConfigError } from '@/lib/config';
import { checkStart, runtimeSummary } from '@/lib/startup';
import { ensureBuiltOnce, runRefusedNext } from './helpers/next-app';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the start-up check', () => {
  it('refuses an invalid setting, naming it', () => {
    vi.stubEnv('MEDIA_STORAGE', 's4');
    expect(() => checkStart()).toThrow(ConfigError);
    expect(() => checkStart()).toThrow('Environment variable MEDIA_STORAGE is invalid: got "s4", expected one of s3, local, none.');
  });

  it('passes the environment the tests run in, and says what the process runs on', () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PGLITE_DATA_DIR', 'memory://');
    expect(checkStart()).toBe(
      `Running with database: embedded PGlite in memory (nothing is kept); media storage: local folder ${path.resolve('.data/media')}; ` +
        'AI provider: not configured (AI routes answer 503).',
    );
  });

  it('names a PostgreSQL server, an S3 bucket and the AI provider without user, password or keys', () => {
    vi.stubEnv('DATABASE_URL', 'postgres://app:hunter2@db.example.com:6432/app?sslmode=require');
    vi.stubEnv('S3_BUCKET', 'media');
    vi.stubEnv('S3_REGION', 'eu-west-1');
    vi.stubEnv('AI_BASE_URL', 'https://api.example.com/v1');
    vi.stubEnv('AI_API_KEY', 'hunter3');
    vi.stubEnv('AI_MODEL', 'chat-1');
    vi.stubEnv('AI_IMAGE_MODEL', 'image-1');
    expect(runtimeSummary()).toBe(
      'Running with database: PostgreSQL at db.example.com:6432/app; media storage: S3 bucket media at AWS eu-west-1; ' +
        'AI provider: api.example.com, model chat-1, image model image-1.',
    );
    vi.stubEnv('PGLITE_DATA_DIR', 'file://.data/elsewhere');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('MEDIA_STORAGE', 'none');
    expect(runtimeSummary()).toMatch(`Running with database: embedded PGlite in ${path.resolve('.data/elsewhere')}; media storage: none (uploads answer 503);`);
  });
});

describe('next start', () => {
  beforeAll(() => ensureBuiltOnce(), 600_000);

  it('stops with exit code 1 and the reason on an invalid or incomplete environment, answering nothing', { timeout: 300_000 }, async () => {
    const cases = [
      [{ RATE_LIMIT_PER_MINUTE: 'abc' }, 'Environment variable RATE_LIMIT_PER_MINUTE is invalid: got "abc", expected a non-negative integer.'],
      [{ DATABASE_URL: 'notaurl' }, 'Environment variable DATABASE_URL is invalid: got "notaurl", expected a postgres:// or postgresql:// URL with a host'],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: '' }, 'MEDIA_STORAGE=s3 needs S3_BUCKET, the bucket media is stored in.'],
    ] as const;
    const refusals = await Promise.all(cases.map(([env]) => runRefusedNext('start', { PGLITE_DATA_DIR: 'memory://', ...env })));
    refusals.forEach((refusal, index) => {
      expect({ code: refusal.code, answered: refusal.answered }).toEqual({ code: 1, answered: [] });
      expect(refusal.output).toContain(`${cases[index]![1]}`);
      expect(refusal.output).toContain('The server did not start.');
      expect(refusal.output).not.toMatch(/^\s+at /m);
    });
  });

  it('logs the database, media storage and AI provider it runs on, without credentials', { timeout: 300_000 }, async () => {
    const server = await startNext({
      // Opened on first use only: /api/health never reaches it.
      DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:9/app',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'app',
      S3_SECRET_ACCESS_KEY: 'hunter3',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'hunter4',
      AI_MODEL: 'chat-1',
    });
    try {
      expect(server.output()).toContain(
        'Running with database: PostgreSQL at 127.0.0.1:9/app; media storage: S3 bucket media at 127.0.0.1:9000; AI provider: 127.0.0.1:9, model chat-1.\n',
      );
      expect(server.output()).not.toContain('hunter');
    } finally {
      await server.stop();
    }
  });
});

describe('next dev', () => {
  it('stops with exit code 1 and the reason on an invalid environment', { timeout: 300_000 }, async () => {
    const refusal = await runRefusedNext('dev', { PGLITE_DATA_DIR: 'memory://', RATE_LIMIT_PER_MINUTE: 'abc' });
    expect({ code: refusal.code, answered: refusal.answered }).toEqual({ code: 1, answered: [] });
    expect(refusal.output).toContain('Environment variable RATE_LIMIT_PER_MINUTE is invalid: got "abc", expected a non-negative integer.');
  });
});
