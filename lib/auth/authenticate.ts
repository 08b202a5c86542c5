// Turns the presented key (Bearer or x-api-key) into the calling client: database clients, the env key, the legacy blog key.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiClients } from '@/db/schema';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { lastUseTouch } from './clients';
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

  const db = await getDb();
  const hash = hashKey(key);
  const [row] = await db
    .with(lastUseTouch(db, parsed.publicId, hash))
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
    .where(eq(apiClients.publicId, parsed.publicId))
    .limit(1);
  if (!row || !matchClientKey(hash, row)) throw unauthorized('The API key is not valid.');
  if (row.revokedAt) throw unauthorized('The API key has been revoked.');
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw unauthorized('The API key has expired.');
  return { id: row.id, kind: 'database', name: row.name, scopes: row.scopes as Scope[] };
}
