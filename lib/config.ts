// The one place that reads the environment: a zod schema of every variable the app reads (type, default, allowed
// values, what it is for), and named accessors over it. Read at call time so tests and operators can change the
// environment without restarts; each variable's parsed value is cached against its raw text, so a read on a hot path
// costs a lookup and a string comparison, not a parse. An invalid value throws a ConfigError naming the variable, the
// value and what is allowed; instrumentation.ts checks the whole environment once when the server starts.
import { z } from 'zod';
import { SCOPES, type Scope } from './auth/scopes';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Blank counts as unset, as in .env.example where `NAME=` means "not configured". */
function setting<T extends z.ZodType>(type: T, description: string, fallback?: string) {
  return z
    .preprocess((raw) => {
      const value = typeof raw === 'string' ? raw.trim() : undefined;
      return value ? value : fallback;
    }, type)
    .describe(description);
}

const text = () => z.string().optional();

const nonNegativeInt = z.string().transform((raw, ctx) => {
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  ctx.addIssue({ code: 'custom', message: 'a non-negative integer' });
  return z.NEVER;
});

const flag = z.string().transform((raw, ctx) => {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  ctx.addIssue({ code: 'custom', message: 'true or false (also 1/0, yes/no)' });
  return z.NEVER;
});

/** `true` is 1 and `false` 0, so the former boolean form of TRUST_PROXY keeps its meaning. */
const hops = z.string().transform((raw, ctx) => {
  const value = raw.toLowerCase();
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  const count = Number(value);
  if (Number.isInteger(count) && count >= 0) return count;
  ctx.addIssue({ code: 'custom', message: 'a number of proxies (0, 1, 2...) or true/false' });
  return z.NEVER;
});

function toOrigin(value: string, ctx: z.RefinementCtx): string {
  const url = URL.parse(value);
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.origin;
  ctx.addIssue({ code: 'custom', message: `http(s) URLs (not "${value}")` });
  return z.NEVER;
}

const origin = z.string().transform(toOrigin);

const httpUrl = z.string().refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), {
  message: 'an http(s) URL',
});

/** postgres.js reads any scheme as its own and any text as a host: mysql://... and typos would reach the network. */
const postgresUrl = z.string().transform((raw, ctx) => {
  if (databaseAddress(raw)) return raw;
  ctx.addIssue({ code: 'custom', message: 'a postgres:// or postgresql:// URL with a host, e.g. postgres://app:password@db.example.com:5432/app' });
  return z.NEVER;
});

/** Where a PostgreSQL URL points, `host[:port][,host2...][/database]` without user and password; '' if no host. */
export function databaseAddress(url: string): string {
  const scheme = /^postgres(ql)?:\/\//i.exec(url);
  if (!scheme) return '';
  const address = url.slice(scheme[0].length).split(/[?#]/)[0]!;
  const end = address.includes('/') ? address.indexOf('/') : address.length;
  const host = address.slice(address.lastIndexOf('@', end) + 1, end);
  return host ? host + address.slice(end) : '';
}

const items = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const scopes = z
  .string()
  .transform((raw, ctx) => {
    const values = [...new Set(items(raw))];
    const unknown = values.filter((value) => !(SCOPES as readonly string[]).includes(value));
    if (unknown.length === 0) return values as Scope[];
    ctx.addIssue({ code: 'custom', message: `known scopes (not ${unknown.join(', ')}): ${SCOPES.join(', ')}` });
    return z.NEVER;
  })
  .optional();

const origins = z
  .string()
  .transform((raw, ctx) => items(raw).map((value) => toOrigin(value, ctx)))
  .optional();

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform((raw, ctx) => {
    const value = raw.toLowerCase();
    if ((values as readonly string[]).includes(value)) return value as T[number];
    ctx.addIssue({ code: 'custom', message: `one of ${values.join(', ')}` });
    return z.NEVER;
  });

const imageSize = z
  .string()
  .regex(/^\d+x\d+$/, { message: 'WIDTHxHEIGHT in pixels, e.g. 1536x1024' })
  .transform((value) => value as `${number}x${number}`);

const secret = z.string().min(32, { message: 'at least 32 characters' });

const int = (fallback: number, description: string) => setting(nonNegativeInt, description, String(fallback));

/** A presigned S3 URL is valid for at most a week (604800 s); under a minute no client could use one. */
const uploadTtl = z.string().transform((raw, ctx) => {
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 60 && value <= 604_800) return value;
  ctx.addIssue({ code: 'custom', message: 'whole seconds from 60 to 604800 (a week)' });
  return z.NEVER;
});

export const envSchema = z.object({
  DATABASE_URL: setting(postgresUrl.optional(), 'PostgreSQL connection string; unset: embedded PGlite in PGLITE_DATA_DIR'),
  VERCEL: setting(flag.optional(), "set by Vercel on its functions (1): they carry no embedded PGlite and keep no disk, so DATABASE_URL is required there"),
  PGLITE_DATA_DIR: setting(z.string(), 'PGlite data folder (one process per folder; memory:// for none)', '.data/pglite'),
  DATABASE_POOL_MAX: int(5, 'connections per instance when DATABASE_URL is set'),
  DB_AUTO_MIGRATE: setting(flag, 'apply committed migrations on first database use', 'true'),
  DATABASE_CONNECT_TIMEOUT_MS: int(5_000, 'bound on opening a connection, ms (0: off)'),
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000, 'PostgreSQL statement_timeout, ms (0: off)'),
  DATABASE_LOCK_TIMEOUT_MS: int(2_000, 'PostgreSQL lock_timeout, ms (0: off)'),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(10_000, 'PostgreSQL idle_in_transaction_session_timeout, ms (0: off)'),
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: int(3_000, 'wait for a free pooled connection, ms (0: off)'),
  DATABASE_MIGRATION_LOCK_TIMEOUT_MS: int(10_000, "wait for another instance's migration, ms (0: off)"),
  DATABASE_READY_TIMEOUT_MS: int(2_000, 'bound on the readiness probe, ms'),

  PUBLIC_AGENT_API_KEY: setting(text(), 'one API key without a database client'),
  PUBLIC_AGENT_API_SCOPES: setting(scopes, 'comma-separated scopes of PUBLIC_AGENT_API_KEY (default: none)'),
  BLOG_API_KEY: setting(text(), 'deprecated blog key, for blog POST/PUT'),
  BLOG_API_LEGACY_ENABLED: setting(flag, 'accept BLOG_API_KEY', 'false'),
  CRON_SECRET: setting(text(), "bearer secret of the scheduler's calls to /api/cron/*"),
  API_KEY_CACHE_SECONDS: int(5, 'how long an instance trusts a key it looked up: the longest a key revoked elsewhere still works there (0: off)'),

  PUBLIC_BASE_URL: setting(origin.optional(), 'the origin the public reaches the app at'),
  TRUST_PROXY: setting(hops, 'proxies in front that append to X-Forwarded-For', '0'),
  CLIENT_IP_HEADER: setting(text().transform((value) => value?.toLowerCase()), 'header the proxy in front sets to the client address'),
  CORS_ALLOWED_ORIGINS: setting(origins, 'web origins (comma-separated) allowed to call keyed and website routes'),
  JSON_BODY_IDLE_TIMEOUT_MS: int(15_000, 'longest pause between two pieces of a JSON request body before it is refused (408), ms'),

  RATE_LIMIT_PER_MINUTE: int(60, 'requests per client and endpoint per 60 s'),
  RATE_LIMIT_BLOG_GENERATE_PER_MINUTE: int(10, 'blog generations per client per 60 s'),
  RATE_LIMIT_SCANS_PER_MINUTE: int(10, 'scans per client per 60 s'),
  RATE_LIMIT_IP_CHAT_PER_MINUTE: int(20, 'chat requests per IP per 60 s'),
  RATE_LIMIT_IP_CONTACT_PER_MINUTE: int(5, 'contact requests per IP per 60 s'),
  RATE_LIMIT_IP_REDIRECTS_PER_MINUTE: int(120, 'redirect table requests per IP per 60 s'),
  RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE: int(120, 'emoji website requests per IP per 60 s'),
  RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: int(60, 'requests per IP per 60 s to each emoji developer route'),
  RATE_LIMIT_IP_DOCS_PER_MINUTE: int(60, 'docs requests per IP per 60 s'),
  RATE_LIMIT_IP_MEDIA_UPLOAD_PER_MINUTE: int(60, "PUTs per IP per 60 s to the local driver's direct-upload address"),
  PUBLIC_API_ASSESSMENT_SCAN_HOURLY_CAP: int(30, 'scans per key per hour'),
  PUBLIC_API_ASSESSMENT_SCAN_DAILY_CAP: int(500, 'scans per day overall'),
  PUBLIC_API_BLOG_GENERATE_DAILY_CAP: int(50, 'blog generations per database client per day'),

  AI_BASE_URL: setting(httpUrl.optional(), 'OpenAI-compatible server; unset: AI routes answer 503'),
  AI_API_KEY: setting(text(), "the AI server's API key"),
  AI_MODEL: setting(text(), 'chat model; unset: AI routes answer 503'),
  AI_IMAGE_MODEL: setting(text(), 'image model; unset: image generation answers 503'),
  AI_IMAGE_SIZE: setting(imageSize.optional(), 'generated image size, WIDTHxHEIGHT'),
  AI_STRUCTURED_OUTPUTS: setting(flag, 'ask for JSON-schema structured output', 'true'),
  AI_MAX_RETRIES: int(1, "the SDK's retries on retryable provider answers"),
  AI_FIRST_TOKEN_TIMEOUT_MS: int(30_000, "chat: wait for the model's first output, ms"),
  AI_IDLE_TIMEOUT_MS: int(30_000, 'chat: longest silence between stream chunks, ms'),
  AI_CHAT_TIMEOUT_MS: int(120_000, 'chat: the whole answer, ms'),
  AI_ARTICLE_TIMEOUT_MS: int(180_000, "one article's structured output, ms"),
  AI_IMAGE_TIMEOUT_MS: int(120_000, 'one cover image, ms'),
  CHATBOT_CONFIG_CACHE_SECONDS: int(30, 'how long the chatbot mode is cached per instance'),

  GENERATION_MAX_ATTEMPTS: int(3, 'attempts per generation job'),
  GENERATION_RETRY_BASE_SECONDS: int(60, 'first retry delay of a job (x4 each time, capped at 1 h)'),
  GENERATION_LEASE_SECONDS: int(600, "a running job is free again after this when its worker vanished"),
  GENERATION_CRON_MAX_JOBS: int(3, 'jobs per call of /api/cron/blog-generation'),
  GENERATION_CRON_MAX_CALLBACKS: int(20, 'callbacks per call of /api/cron/blog-generation'),
  GENERATION_CRON_BUDGET_MS: int(60_000, 'time budget of one call of /api/cron/blog-generation, ms'),
  WEBHOOK_SIGNING_SECRET: setting(text(), 'Standard Webhooks secret (whsec_...); unset: callbacks answer 503'),
  WEBHOOK_MAX_ATTEMPTS: int(8, 'delivery attempts per callback'),
  WEBHOOK_RETRY_BASE_SECONDS: int(30, 'first retry delay of a callback (x4 each time, capped at 6 h)'),

  MEDIA_STORAGE: setting(oneOf(['s3', 'local', 'none']).optional(), 'storage driver; unset: s3 when S3_BUCKET is set, else local'),
  MEDIA_LOCAL_DIR: setting(z.string(), 'folder of the local driver', '.data/media'),
  MEDIA_PUBLIC_BASE_URL: setting(text(), 'prefix of local media URLs (relative when unset)'),
  MEDIA_MAX_BYTES: int(10 * 1024 * 1024, 'upload cap in bytes'),
  MEDIA_STAGING_DIR: setting(text(), 'where uploads wait while checked; unset: <temp>/media-staging'),
  MEDIA_UPLOAD_IDLE_TIMEOUT_MS: int(15_000, 'longest pause between two pieces of an upload body before it is refused (408), ms'),
  MEDIA_DIRECT_UPLOAD_TTL_SECONDS: setting(uploadTtl, 'how long a direct upload URL is valid; bytes and completion must come within it', '900'),
  S3_BUCKET: setting(text(), 'S3-compatible bucket'),
  S3_ENDPOINT: setting(httpUrl.optional(), 'S3-compatible endpoint (R2, MinIO); unset: AWS'),
  S3_REGION: setting(z.string(), 'region of the S3 bucket', 'us-east-1'),
  S3_ACCESS_KEY_ID: setting(text(), 'S3 access key id'),
  S3_SECRET_ACCESS_KEY: setting(text(), 'S3 secret access key'),
  S3_PUBLIC_BASE_URL: setting(httpUrl.optional(), 'public base URL of the bucket or its CDN'),
  S3_TIMEOUT_MS: int(20_000, 'longest one object storage call may take (connect, send, answer; retries included), ms'),

  REDIRECTS_CACHE_SECONDS: int(60, 'max-age of the redirect table'),

  USAGE_COUNTING: setting(flag, 'count API requests per client, route and hour for the dashboard', 'true'),
  USAGE_FLUSH_INTERVAL_MS: int(1000, 'least time between two timed writes of counted usage, ms; 0: only when the buffer fills'),

  CONTACT_FORM_SECRET: setting(text(), 'HMAC secret of contact form tokens; unset: contact routes answer 503'),
  CONTACT_FORM_TOKEN_TTL_SECONDS: int(1800, 'lifetime of a contact form token'),
  CONTACT_ALLOWED_ORIGINS: setting(origins, "origins of the site's contact form, when not the API's own"),
  SMTP_URL: setting(text(), 'notification mail server; unset: inquiries are stored, no mail sent'),
  CONTACT_NOTIFY_TO: setting(text(), 'recipient of inquiry notifications'),
  CONTACT_NOTIFY_FROM: setting(text(), 'sender of inquiry notifications (default: CONTACT_NOTIFY_TO)'),
  CONTACT_OUTBOX_BATCH: int(20, 'notifications retried per call of /api/cron/contact-outbox'),
  CONTACT_RETENTION_DAYS: int(365, "days an inquiry keeps the sender's personal data before /api/cron/contact-retention erases it (0: until erased by hand)"),

  DASHBOARD_AUTH_SECRET: setting(secret.optional(), 'signs dashboard session cookies (32+ characters); unset: nobody can sign in'),
  DASHBOARD_SETUP_TOKEN: setting(secret.optional(), 'one-time token that creates the first operator at /dashboard/setup'),
  DASHBOARD_SESSION_HOURS: int(12, 'lifetime of an operator session, hours'),
  DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT: int(5, 'failed-or-not sign-in attempts per e-mail address per 15 minutes'),
  DASHBOARD_LOGIN_ATTEMPTS_PER_IP: int(20, 'sign-in attempts per IP per 15 minutes'),
});

export type Env = z.output<typeof envSchema>;
export type EnvName = keyof Env;

const shape = envSchema.shape;
// Values are shared between reads through the cache: lists are handed out read-only.
const cache = new Map<EnvName, { raw: string | undefined; value: unknown }>();

/** Never printed: a start-up log may be read by more people than the secrets are meant for. */
const SECRETS = new Set<string>([
  'PUBLIC_AGENT_API_KEY', 'BLOG_API_KEY', 'CRON_SECRET', 'AI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'WEBHOOK_SIGNING_SECRET',
  'CONTACT_FORM_SECRET', 'DASHBOARD_AUTH_SECRET', 'DASHBOARD_SETUP_TOKEN',
]);

function shown(name: string, raw: string | undefined): string {
  if (raw && SECRETS.has(name)) return `(${raw.length} characters, not shown)`;
  // A URL's password (DATABASE_URL, SMTP_URL) is replaced.
  return `"${(raw ?? '').replace(/^([a-z][\w+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@')}"`;
}

function problem(name: string, raw: string | undefined, error: z.ZodError): string {
  const allowed = error.issues.map((issue) => issue.message).join('; ');
  return `Environment variable ${name} is invalid: got ${shown(name, raw)}, expected ${allowed}.`;
}

/** Settings each valid alone that do not work together: without the check, the first request to need them fails. */
const COMBINATIONS: ((env: Env) => string | false)[] = [
  (env) => env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET && 'MEDIA_STORAGE=s3 needs S3_BUCKET, the bucket media is stored in.',
  (env) =>
    !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY &&
    "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the SDK's default credentials).",
  (env) =>
    !env.AI_BASE_URL !== !env.AI_MODEL &&
    `AI_BASE_URL and AI_MODEL are set together (the AI provider and its chat model), or neither; ${env.AI_MODEL ? 'AI_BASE_URL' : 'AI_MODEL'} is missing.`,
  (env) => !!env.AI_IMAGE_MODEL && !env.AI_MODEL && 'AI_IMAGE_MODEL needs AI_BASE_URL and AI_MODEL: blog generation makes the article first.',
  (env) =>
    !!env.VERCEL && !env.DATABASE_URL &&
    'DATABASE_URL is required on Vercel: its functions carry no embedded PGlite (next.config.ts leaves it out of their traces) and keep nothing on disk.',
];

function read<N extends EnvName>(name: N): Env[N] {
  const raw = process.env[name];
  const hit = cache.get(name);
  if (hit && hit.raw === raw) return hit.value as Env[N];
  const parsed = shape[name].safeParse(raw);
  if (!parsed.success) throw new ConfigError(problem(name, raw, parsed.error));
  cache.set(name, { raw, value: parsed.data });
  return parsed.data as Env[N];
}

/**
 * Every invalid variable at once, then the settings that do not go together, for the start-up check; throws a
 * ConfigError listing them.
 */
export function validateEnvironment(env: Record<string, string | undefined> = process.env): void {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(shape) as EnvName[]) {
    const parsed = shape[name].safeParse(env[name]);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(problem(name, env[name], parsed.error));
  }
  if (problems.length === 0) problems.push(...COMBINATIONS.flatMap((check) => check(values as Env) || []));
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const config = {
  databaseUrl: () => read('DATABASE_URL'),
  pgliteDataDir: () => read('PGLITE_DATA_DIR'),
  autoMigrate: () => read('DB_AUTO_MIGRATE'),
  /** Bounds on every wait for the database, in milliseconds; 0 turns one off. Applied when a connection opens. */
  databaseLimits: () => ({
    poolMax: read('DATABASE_POOL_MAX'),
    connectTimeoutMs: read('DATABASE_CONNECT_TIMEOUT_MS'),
    statementTimeoutMs: read('DATABASE_STATEMENT_TIMEOUT_MS'),
    lockTimeoutMs: read('DATABASE_LOCK_TIMEOUT_MS'),
    idleInTransactionTimeoutMs: read('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
    poolAcquireTimeoutMs: read('DATABASE_POOL_ACQUIRE_TIMEOUT_MS'),
    migrationLockTimeoutMs: read('DATABASE_MIGRATION_LOCK_TIMEOUT_MS'),
  }),
  databaseReadyTimeoutMs: () => read('DATABASE_READY_TIMEOUT_MS'),

  envApiKey: () => read('PUBLIC_AGENT_API_KEY'),
  envApiScopes: (): readonly Scope[] => read('PUBLIC_AGENT_API_SCOPES') ?? [],
  legacyBlogKey: () => read('BLOG_API_KEY'),
  legacyBlogEnabled: () => read('BLOG_API_LEGACY_ENABLED'),
  cronSecret: () => read('CRON_SECRET'),
  /** Seconds an instance trusts a database key it found valid (lib/auth/key-cache.ts). */
  apiKeyCacheSeconds: () => read('API_KEY_CACHE_SECONDS'),

  /** Proxies in front of the app that append the address they saw to X-Forwarded-For (0: clients connect directly). */
  trustedProxyHops: () => read('TRUST_PROXY'),
  clientIpHeader: () => read('CLIENT_IP_HEADER'),
  /** The origin the public reaches the app at, for absolute URLs and the contact form's Origin check. */
  publicBaseUrl: () => read('PUBLIC_BASE_URL'),
  /** Browser origins allowed to call the routes that are not open to every origin. */
  corsAllowedOrigins: (): readonly string[] => read('CORS_ALLOWED_ORIGINS') ?? [],
  /** Longest silence of a client in the middle of a JSON body (lib/http/parse.ts). */
  jsonBodyIdleTimeoutMs: () => read('JSON_BODY_IDLE_TIMEOUT_MS'),
  /** Next's fallback origin for page metadata without PUBLIC_BASE_URL: this machine on the port `next start` took. */
  localOrigin: () => `http://localhost:${process.env.PORT || 3000}`,
  /** `next build` prerendering pages: no page rendered then is served (cache-handler.mjs), and none asks the database. */
  nextBuild: () => process.env.NEXT_PHASE === 'phase-production-build',
  /** `next dev`: React's development build evaluates strings, which the pages' CSP must then permit. */
  development: () => process.env.NODE_ENV === 'development',
  /** This build of the app (next.config.ts inlines it; empty outside a Next build, as in tests): part of every ETag. */
  appBuild: () => process.env.APP_BUILD_ID ?? '',
  /** Test doubles (models, fetch transport) refuse to install here. */
  production: () => process.env.NODE_ENV === 'production',

  /** Per-minute limits (rolling 60 s window) and caps; lib/limits/policy.ts names them per route. */
  limits: {
    perClient: () => read('RATE_LIMIT_PER_MINUTE'),
    blogGeneratePerClient: () => read('RATE_LIMIT_BLOG_GENERATE_PER_MINUTE'),
    scansPerClient: () => read('RATE_LIMIT_SCANS_PER_MINUTE'),
    chatPerIp: () => read('RATE_LIMIT_IP_CHAT_PER_MINUTE'),
    contactPerIp: () => read('RATE_LIMIT_IP_CONTACT_PER_MINUTE'),
    redirectsPerIp: () => read('RATE_LIMIT_IP_REDIRECTS_PER_MINUTE'),
    emojiWebsitePerIp: () => read('RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE'),
    emojiDeveloperPerIp: () => read('RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE'),
    docsPerIp: () => read('RATE_LIMIT_IP_DOCS_PER_MINUTE'),
    mediaUploadPerIp: () => read('RATE_LIMIT_IP_MEDIA_UPLOAD_PER_MINUTE'),
    scansPerKeyHour: () => read('PUBLIC_API_ASSESSMENT_SCAN_HOURLY_CAP'),
    scansPerDay: () => read('PUBLIC_API_ASSESSMENT_SCAN_DAILY_CAP'),
    blogGeneratePerClientDay: () => read('PUBLIC_API_BLOG_GENERATE_DAILY_CAP'),
  },

  ai: {
    baseUrl: () => read('AI_BASE_URL'),
    apiKey: () => read('AI_API_KEY'),
    model: () => read('AI_MODEL'),
    imageModel: () => read('AI_IMAGE_MODEL'),
    imageSize: () => read('AI_IMAGE_SIZE'),
    structuredOutputs: () => read('AI_STRUCTURED_OUTPUTS'),
    maxRetries: () => read('AI_MAX_RETRIES'),
    firstChunkMs: () => read('AI_FIRST_TOKEN_TIMEOUT_MS'),
    idleMs: () => read('AI_IDLE_TIMEOUT_MS'),
    chatTotalMs: () => read('AI_CHAT_TIMEOUT_MS'),
    articleMs: () => read('AI_ARTICLE_TIMEOUT_MS'),
    imageMs: () => read('AI_IMAGE_TIMEOUT_MS'),
  },
  chatbotConfigCacheSeconds: () => read('CHATBOT_CONFIG_CACHE_SECONDS'),

  generation: {
    maxAttempts: () => read('GENERATION_MAX_ATTEMPTS'),
    retryBaseSeconds: () => read('GENERATION_RETRY_BASE_SECONDS'),
    leaseSeconds: () => read('GENERATION_LEASE_SECONDS'),
    cronMaxJobs: () => read('GENERATION_CRON_MAX_JOBS'),
    cronMaxCallbacks: () => read('GENERATION_CRON_MAX_CALLBACKS'),
    cronBudgetMs: () => read('GENERATION_CRON_BUDGET_MS'),
  },
  webhooks: {
    signingSecret: () => read('WEBHOOK_SIGNING_SECRET'),
    maxAttempts: () => read('WEBHOOK_MAX_ATTEMPTS'),
    retryBaseSeconds: () => read('WEBHOOK_RETRY_BASE_SECONDS'),
  },

  media: {
    storage: () => read('MEDIA_STORAGE'),
    maxBytes: () => read('MEDIA_MAX_BYTES'),
    localDir: () => read('MEDIA_LOCAL_DIR'),
    /** Relative `/media` when MEDIA_PUBLIC_BASE_URL is unset. */
    localPublicBaseUrl: () => trimSlash(read('MEDIA_PUBLIC_BASE_URL') ?? '') + '/media',
    stagingDir: () => read('MEDIA_STAGING_DIR'),
    uploadIdleTimeoutMs: () => read('MEDIA_UPLOAD_IDLE_TIMEOUT_MS'),
    directUploadTtlSeconds: () => read('MEDIA_DIRECT_UPLOAD_TTL_SECONDS'),
  },
  s3: {
    bucket: () => read('S3_BUCKET'),
    endpoint: () => read('S3_ENDPOINT'),
    region: () => read('S3_REGION'),
    accessKeyId: () => read('S3_ACCESS_KEY_ID'),
    secretAccessKey: () => read('S3_SECRET_ACCESS_KEY'),
    timeoutMs: () => read('S3_TIMEOUT_MS'),
    publicBaseUrl: () => {
      const value = read('S3_PUBLIC_BASE_URL');
      return value ? trimSlash(value) : undefined;
    },
  },

  redirectsCacheSeconds: () => read('REDIRECTS_CACHE_SECONDS'),

  usage: {
    counting: () => read('USAGE_COUNTING'),
    flushIntervalMs: () => read('USAGE_FLUSH_INTERVAL_MS'),
  },

  contact: {
    formSecret: () => read('CONTACT_FORM_SECRET'),
    tokenTtlSeconds: () => read('CONTACT_FORM_TOKEN_TTL_SECONDS'),
    allowedOrigins: (): readonly string[] => read('CONTACT_ALLOWED_ORIGINS') ?? [],
    smtpUrl: () => read('SMTP_URL'),
    notifyTo: () => read('CONTACT_NOTIFY_TO'),
    notifyFrom: () => read('CONTACT_NOTIFY_FROM'),
    outboxBatch: () => read('CONTACT_OUTBOX_BATCH'),
    /** Days after which an inquiry's personal data is erased (lib/contact/retention.ts); 0: kept until erased by hand. */
    retentionDays: () => read('CONTACT_RETENTION_DAYS'),
  },

  dashboard: {
    authSecret: () => read('DASHBOARD_AUTH_SECRET'),
    setupToken: () => read('DASHBOARD_SETUP_TOKEN'),
    sessionHours: () => read('DASHBOARD_SESSION_HOURS'),
    loginAttemptsPerAccount: () => read('DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT'),
    loginAttemptsPerIp: () => read('DASHBOARD_LOGIN_ATTEMPTS_PER_IP'),
  },
};
