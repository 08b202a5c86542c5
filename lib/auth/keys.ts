// The API key format `wsk_<publicId>_<secret>`: generation, parsing and hashing. Only the SHA-256 is ever stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PUBLIC_ID_LENGTH = 8;
const SECRET_LENGTH = 40;
const KEY_PATTERN = /^wsk_([0-9A-Za-z]{8})_([0-9A-Za-z]{32,128})$/;

/** Uniform base62 by rejection sampling, so no character is more likely than another. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface GeneratedKey {
  key: string;
  publicId: string;
  hash: string;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key; a rotation passes the client's public id so that the client keeps it. */
export function generateKey(publicId = randomBase62(PUBLIC_ID_LENGTH)): GeneratedKey {
  const key = `wsk_${publicId}_${randomBase62(SECRET_LENGTH)}`;
  return { key, publicId, hash: hashKey(key) };
}

/** The publicId of a well-formed key, or null when the string cannot be one of our keys. */
export function parseKey(key: string): { publicId: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { publicId: match[1]! } : null;
}

/** Constant-time equality of two hex SHA-256 digests (or of two keys, hashed first so lengths match). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function sameKey(presented: string, expected: string): boolean {
  return sameHash(hashKey(presented), hashKey(expected));
}

/**
 * Matches a presented key's hash against a client's key, or against the key a rotation replaced while its grace
 * period lasts (both compared in constant time). null: no match; otherwise when the grace key stops being valid
 * (null for the current key), for a caller that remembers valid keys.
 */
export function matchClientKey(
  presentedHash: string,
  client: { keyHash: string; previousKeyHash: string | null; previousKeyExpiresAt: Date | null },
  now: number,
): { graceEndsAt: Date | null } | null {
  const current = sameHash(presentedHash, client.keyHash);
  const previous = client.previousKeyHash !== null && sameHash(presentedHash, client.previousKeyHash);
  if (current) return { graceEndsAt: null };
  const inGrace = client.previousKeyExpiresAt !== null && client.previousKeyExpiresAt.getTime() > now;
  return previous && inGrace ? { graceEndsAt: client.previousKeyExpiresAt } : null;
}
