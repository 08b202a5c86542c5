// better-auth on our database for the operators of the dashboard: e-mail and password (argon2id), sessions in
// httpOnly cookies, no sign-up (operators are created by lib/operators/accounts.ts) and no HTTP handler of its own:
// the dashboard calls it from server code only, so its endpoints are not reachable from outside.
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { operatorAccounts, operators, operatorSessions, operatorVerifications } from '@/db/schema';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(digest: string, password: string): Promise<boolean> {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}

export const MIN_PASSWORD_LENGTH = 12;
/** Bounds the work of a hash: argon2 of a megabyte of password is still a megabyte of input. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The session of an operator who gave their password and then their second factor's code (lib/operators/sign-in.ts
 * checks both): created and put into cookies by better-auth itself, as its own two-factor plugin does. Server only:
 * the endpoint has no path.
 */
const secondFactorSessions = {
  id: 'operator-second-factor',
  endpoints: {
    sessionAfterSecondFactor: createAuthEndpoint.serverOnly(
      { method: 'POST', body: z.object({ operatorId: z.string() }) },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.operatorId);
        if (!user) throw new APIError('UNAUTHORIZED');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ id: user.id });
      },
    ),
  },
};

function createAuth(db: Db, secret: string, secure: boolean) {
  const sessionSeconds = config.dashboard.sessionHours() * 3600;
  return betterAuth({
    appName: 'Website dashboard',
    secret,
    baseURL: config.publicBaseUrl() ?? 'http://localhost',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: operators, session: operatorSessions, account: operatorAccounts, verification: operatorVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: ({ hash: digest, password }) => verifyPassword(digest, password) },
    },
    // A session lasts its fixed lifetime: no sliding refresh, whose new expiry the cookie would not learn of.
    session: { expiresIn: sessionSeconds, updateAge: sessionSeconds, disableSessionRefresh: true },
    // Sign-in attempts are limited by lib/operators/sign-in.ts on our own limiter, which holds across instances.
    rateLimit: { enabled: false },
    plugins: [secondFactorSessions],
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: { cookiePrefix: 'dashboard', useSecureCookies: secure, database: { generateId: () => crypto.randomUUID() } },
  });
}

export type OperatorAuth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Map<string, OperatorAuth>>();

/**
 * The auth instance for this database and cookie kind (`secure`: served over https, so the cookie is Secure and
 * `__Secure-` prefixed). Throws 503 when no secret is configured: then nobody can sign in.
 */
export async function getAuth(secure: boolean): Promise<OperatorAuth> {
  const secret = config.dashboard.authSecret();
  if (!secret) throw new ApiError('dashboard_not_configured', 'The dashboard is not configured: set DASHBOARD_AUTH_SECRET.');
  const db = await getDb();
  let byKind = instances.get(db);
  if (!byKind) instances.set(db, (byKind = new Map()));
  const id = `${secure}:${secret}`;
  let auth = byKind.get(id);
  if (!auth) byKind.set(id, (auth = createAuth(db, secret, secure)));
  return auth;
}
