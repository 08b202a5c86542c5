// Turns the presented key (Bearer or x-api-key) into the calling client: database clients, the env key, the legacy blog key.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiClients } from '@/db/schema';
import { clock } from '@/lib/clock';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { lastUseTouch } from './clients';
import { lookUpOnce, recallKey, rememberKey, type KnownKey } from './key-cache';
import { hashKey, matchClientKey, parseKey, sameKey } from './keys';
import type { Scope } from './scopes';

export interface Client {
  /** The database id, `env` for the env key, `legacy-blog` for the legacy blog key. */
  id: string;
  kind: 'database' | 'env' | 'legacy';
  name: string;
  scopes: Scope[];
}

const unauthorized = (message: string) =>
  new ApiError('unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer' } });

/** The key a request presents, or null; a malformed Authorization header is an error, not an anonymous call. */
export function presentedKey(authorization: string | null, xApiKey: string | null): string | null {
  if (authorization !== null && authorization.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
    if (!match) throw unauthorized('The Authorization header must be "Bearer <API key>".');
    return match[1]!;
  }
  const headerKey = xApiKey?.trim();
  return headerKey ? headerKey : null;
}

export async function authenticate(key: string | null, options: { legacyBlogKey?: boolean } = {}): Promise<Client> {
  if (key === null) {
    throw unauthorized('An API key is required: send "Authorization: Bearer <API key>" or "x-api-key: <API key>".');
  }
  const envKey = config.envApiKey();
  if (envKey && sameKey(key, envKey)) {
    return { id: 'env', kind: 'env', name: 'Environment key', scopes: [...config.envApiScopes()] };
  }
  const legacyKey = config.legacyBlogKey();
  if (options.legacyBlogKey && config.legacyBlogEnabled() && legacyKey && sameKey(key, legacyKey)) {
    return { id: 'legacy-blog', kind: 'legacy', name: 'Legacy blog key', scopes: ['blog:write'] };
  }
  const parsed = parseKey(key);
  if (!parsed) throw unauthorized('The API key is not valid.');
  const hash = hashKey(key);
  const now = clock.now();
  const known = recallKey(hash, now) ?? (await lookUpOnce(hash, () => lookUp(parsed.publicId, hash, now)));
  if (known.expiresAt && known.expiresAt.getTime() <= now) throw unauthorized('The API key has expired.');
  return known.client;
}

/** The database client of a key, remembered for a few seconds when valid (key-cache.ts). */
async function lookUp(publicId: string, hash: string, now: number): Promise<KnownKey> {
  const db = await getDb();
  const [row] = await db
    .with(lastUseTouch(db, publicId, hash))
    .select({
      id: apiClients.id,
      name: apiClients.name,
      keyHash: apiClients.keyHash,
      scopes: apiClients.scopes,
      expiresAt: apiClients.expiresAt,
      revokedAt: apiClients.revokedAt,
      previousKeyHash: apiClients.previousKeyHash,
      previousKeyExpiresAt: apiClients.previousKeyExpiresAt,
    })
    .from(apiClients)
    .where(eq(apiClients.publicId, publicId))
    .limit(1);
  const match = row ? matchClientKey(hash, row, now) : null;
  if (!row || !match) throw unauthorized('The API key is not valid.');
  if (row.revokedAt) throw unauthorized('The API key has been revoked.');
  const known: KnownKey = {
    client: { id: row.id, kind: 'database', name: row.name, scopes: row.scopes as Scope[] },
    // A replaced key is remembered only until its grace period ends.
    expiresAt: earliest(row.expiresAt, match.graceEndsAt),
  };
  rememberKey(hash, known, now);
  return known;
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() <= b.getTime() ? a : b;
}
