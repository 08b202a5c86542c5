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

  trustProxy: () => bool('TRUST_PROXY', false),
  clientIpHeader: () => str('CLIENT_IP_HEADER')?.toLowerCase(),

  int,
  bool,
  str,
  list,
};
