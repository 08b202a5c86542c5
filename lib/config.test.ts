import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, config, envSchema, validateEnvironment } from './config';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** `NAME=value` lines of .env.example, comments skipped. */
function exampleEntries(): Map<string, string> {
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [, name, value] = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()) ?? [];
    if (name !== undefined && value !== undefined) entries.set(name, value);
  }
  return entries;
}

describe('.env.example', () => {
  it('lists exactly the variables of the schema', () => {
    expect([...exampleEntries().keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("states the schema's own default wherever it gives a value", () => {
    for (const [name, value] of exampleEntries()) {
      if (value === '') continue;
      const schema = envSchema.shape[name as keyof typeof envSchema.shape];
      expect({ name, value: schema.parse(value) }).toEqual({ name, value: schema.parse(undefined) });
    }
  });
});

describe('config', () => {
  it('describes every variable of the schema in a line', () => {
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      expect({ name, description: schema.description }).toEqual({ name, description: expect.stringMatching(/^[^\n]{10,}$/) });
    }
  });

  it('reads defaults for unset and blank variables, and follows changes without a restart', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '');
    expect(config.limits.perClient()).toBe(60);
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', ' 7 ');
    expect(config.limits.perClient()).toBe(7);
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '8');
    expect(config.limits.perClient()).toBe(8);
  });

  it('keeps the former spellings: true/false for TRUST_PROXY, 1/yes for switches, any case for MEDIA_STORAGE', () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(config.trustedProxyHops()).toBe(1);
    vi.stubEnv('TRUST_PROXY', 'FALSE');
    expect(config.trustedProxyHops()).toBe(0);
    vi.stubEnv('BLOG_API_LEGACY_ENABLED', 'yes');
    expect(config.legacyBlogEnabled()).toBe(true);
    vi.stubEnv('MEDIA_STORAGE', 'S3');
    expect(config.media.storage()).toBe('s3');
    vi.stubEnv('CORS_ALLOWED_ORIGINS', 'https://a.example/, http://b.example:8080');
    expect(config.corsAllowedOrigins()).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it.each([
    ['MEDIA_STORAGE', 's4', 'expected one of s3, local, none'],
    ['RATE_LIMIT_PER_MINUTE', '-1', 'expected a non-negative integer'],
    ['TRUST_PROXY', 'maybe', 'expected a number of proxies (0, 1, 2...) or true/false'],
    ['DB_AUTO_MIGRATE', 'sometimes', 'expected true or false'],
    ['CORS_ALLOWED_ORIGINS', 'https://ok.example,not a url', 'expected http(s) URLs (not "not a url")'],
    ['AI_IMAGE_SIZE', 'large', 'expected WIDTHxHEIGHT'],
    ['PUBLIC_AGENT_API_SCOPES', 'tasks:read, tasks:rule', 'expected known scopes (not tasks:rule): chat:write'],
  ])('refuses %s=%s, naming the variable, the value and what is allowed', (name, value, allowed) => {
    vi.stubEnv(name, value);
    expect(() => validateEnvironment()).toThrow(ConfigError);
    expect(() => validateEnvironment()).toThrow(`Environment variable ${name} is invalid: got "${value}", ${allowed}`);
  });

  it.each([
    ['DATABASE_URL', 'notaurl'],
    ['DATABASE_URL', 'mysql://app@db.example.com/app'],
    ['DATABASE_URL', 'postgres:///app'],
  ])('refuses %s=%s: a postgres:// or postgresql:// URL with a host', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(
      `Environment variable DATABASE_URL is invalid: got "${value}", expected a postgres:// or postgresql:// URL with a host`,
    );
  });

  it('accepts the PostgreSQL URLs postgres.js reads: postgresql://, several hosts, a socket folder', () => {
    for (const url of ['postgresql://app:pw@db.example.com:6432/app?sslmode=require', 'postgres://a:5432,b:5433/app', 'postgres://app@%2Fvar%2Frun%2Fpostgresql/app']) {
      expect(() => validateEnvironment({ DATABASE_URL: url })).not.toThrow();
    }
  });

  it.each([
    ['AI_BASE_URL', 'localhost:11434/v1'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_PUBLIC_BASE_URL', 'cdn.example.com'],
  ])('refuses %s=%s: an http(s) URL', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(`Environment variable ${name} is invalid: got "${value}", expected an http(s) URL.`);
  });

  it('never repeats a secret or the password of a URL in its message', () => {
    const refusal = () => validateEnvironment({ DASHBOARD_AUTH_SECRET: 'hunter2', DATABASE_URL: 'mysql://app:hunter2@db.example.com/app' });
    expect(refusal).toThrow('Environment variable DATABASE_URL is invalid: got "mysql://app:***@db.example.com/app"');
    expect(refusal).toThrow('Environment variable DASHBOARD_AUTH_SECRET is invalid: got (7 characters, not shown), expected at least 32 characters.');
    expect(refusal).not.toThrow(/hunter2/);
  });

  it.each([
    [{ MEDIA_STORAGE: 's3' }, 'MEDIA_STORAGE=s3 needs S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither'],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither'],
    [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_BASE_URL and AI_MODEL are set together (the AI provider and its chat model), or neither; AI_BASE_URL is missing.'],
    [{ AI_BASE_URL: 'http://localhost:11434/v1' }, 'AI_MODEL is missing.'],
    [{ AI_IMAGE_MODEL: 'gpt-image-1' }, 'AI_IMAGE_MODEL needs AI_BASE_URL and AI_MODEL'],
    [{ VERCEL: '1' }, 'DATABASE_URL is required on Vercel'],
  ])('refuses settings that do not work together: %o', (env, message) => {
    expect(() => validateEnvironment(env)).toThrow(ConfigError);
    expect(() => validateEnvironment(env)).toThrow(message);
  });

  it('accepts complete S3 and AI settings', () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const ai = { AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.2', AI_IMAGE_MODEL: 'flux' };
    expect(() => validateEnvironment({ ...s3, ...ai })).not.toThrow();
    expect(() => validateEnvironment({ VERCEL: '1', DATABASE_URL: 'postgres://app@db.example.com/app' })).not.toThrow();
  });

  it('throws when an invalid variable is read, and recovers once it is fixed', () => {
    vi.stubEnv('MEDIA_STORAGE', 's4');
    expect(() => config.media.storage()).toThrow('Environment variable MEDIA_STORAGE is invalid: got "s4"');
    vi.stubEnv('MEDIA_STORAGE', 'none');
    expect(config.media.storage()).toBe('none');
  });

  it('reports every invalid variable of the environment at once', () => {
    expect(() => validateEnvironment({ RATE_LIMIT_PER_MINUTE: '-1', TRUST_PROXY: 'maybe' })).toThrow(
      /TRUST_PROXY[^\n]*\n[^\n]*RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => validateEnvironment({})).not.toThrow();
  });
});
