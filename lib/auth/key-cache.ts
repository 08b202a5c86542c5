// A short per-instance memory of database keys found valid, so a keyed request does not look its key up on every
// call. An entry is trusted for at most API_KEY_CACHE_SECONDS: the longest a key revoked elsewhere (the operator
// command, another instance) still works on this instance. Revoking in this process forgets the client here at once.
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';
import type { Client } from './authenticate';

export interface KnownKey {
  client: Client;
  expiresAt: Date | null;
}

interface Entry extends KnownKey {
  trustedUntil: number;
}

/** Bounds memory whatever the number of keys in use; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

// Keyed by the SHA-256 of the whole key, so only the exact key that was checked against the database finds its entry.
// One map per process (a dashboard revoke must reach the copy the API routes read).
const entries = processSingleton('api-key-cache', () => new Map<string, Entry>());

export function recallKey(hash: string, now: number): KnownKey | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.trustedUntil > now) return entry;
  entries.delete(hash);
  return undefined;
}

export function rememberKey(hash: string, known: KnownKey, now: number): void {
  const seconds = config.apiKeyCacheSeconds();
  if (seconds === 0) return;
  entries.delete(hash);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // Each entry for a random 50-100 % of the setting: keys first used together (a restart, a burst) would otherwise
  // all expire together and be looked up again in one burst, every period.
  entries.set(hash, { ...known, trustedUntil: now + seconds * 1000 * (0.5 + Math.random() / 2) });
}

/** Forgets every cached key of a client (its key was revoked in this process). */
export function forgetClient(clientId: string): void {
  for (const [hash, entry] of entries) if (entry.client.id === clientId) entries.delete(hash);
}
