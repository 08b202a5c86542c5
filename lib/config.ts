// Typed access to the environment. Read at call time (not cached) so tests and operators can change it without restarts.

function str(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function int(name: string, fallback: number): number {
  const raw = str(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got "${raw}".`);
  }
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = str(name)?.toLowerCase();
  if (raw === undefined) return fallback;
  return raw === 'true' || raw === '1' || raw === 'yes';
}

/** `true` is 1 and `false` 0, so the former boolean form keeps its meaning. */
function count(name: string): number {
  const raw = str(name)?.toLowerCase();
  if (raw === 'true') return 1;
  if (raw === 'false') return 0;
  return int(name, 0);
}

/** An http(s) URL's origin; anything else is a configuration error, reported by name. */
function origin(name: string, value: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`Environment variable ${name} must list http(s) URLs, got "${value}".`);
  }
  return url.origin;
}

function list(name: string): string[] {
  return (str(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const config = {
  databaseUrl: () => str('DATABASE_URL'),
  pgliteDataDir: () => str('PGLITE_DATA_DIR') ?? '.data/pglite',
  autoMigrate: () => bool('DB_AUTO_MIGRATE', true),
  /** Bounds on every wait for the database, in milliseconds; 0 turns one off. Applied when a connection opens. */
  databaseLimits: () => ({
    poolMax: int('DATABASE_POOL_MAX', 5),
    connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    statementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
    lockTimeoutMs: int('DATABASE_LOCK_TIMEOUT_MS', 2_000),
    idleInTransactionTimeoutMs: int('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000),
    poolAcquireTimeoutMs: int('DATABASE_POOL_ACQUIRE_TIMEOUT_MS', 3_000),
    migrationLockTimeoutMs: int('DATABASE_MIGRATION_LOCK_TIMEOUT_MS', 10_000),
  }),
  databaseReadyTimeoutMs: () => int('DATABASE_READY_TIMEOUT_MS', 2_000),

  envApiKey: () => str('PUBLIC_AGENT_API_KEY'),
  envApiScopes: () => list('PUBLIC_AGENT_API_SCOPES'),
  legacyBlogKey: () => str('BLOG_API_KEY'),
  legacyBlogEnabled: () => bool('BLOG_API_LEGACY_ENABLED', false),

  /** Proxies in front of the app that append the address they saw to X-Forwarded-For (0: clients connect directly). */
  trustedProxyHops: () => count('TRUST_PROXY'),
  clientIpHeader: () => str('CLIENT_IP_HEADER')?.toLowerCase(),
  /** The origin the public reaches the app at, for absolute URLs and the contact form's Origin check. */
  publicBaseUrl: () => {
    const value = str('PUBLIC_BASE_URL');
    return value === undefined ? undefined : origin('PUBLIC_BASE_URL', value);
  },
  /** Browser origins allowed to call the routes that are not open to every origin. */
  corsAllowedOrigins: () => list('CORS_ALLOWED_ORIGINS').map((value) => origin('CORS_ALLOWED_ORIGINS', value)),
  /** `next dev`: React's development build evaluates strings, which the pages' CSP must then permit. */
  development: () => process.env.NODE_ENV === 'development',

  int,
  bool,
  str,
  list,
};
