// The secret in the local driver's upload URL: 256 random bits, stored only as its SHA-256, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newUploadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash is stored; the time taken does not depend on how much of it matches. */
export function tokenMatches(token: string, storedHash: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const presented = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}
