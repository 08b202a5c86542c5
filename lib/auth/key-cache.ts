// A short per-instance memory of database keys found valid, so a keyed request does not look its key up on every
// call. An entry is trusted for at most API_KEY_CACHE_SECONDS: the longest a key revoked elsewhere (the operator
// command, another instance) still works on this instance. Revoking in this process forgets the client here at once.
// Lookups of one key that is not remembered yet share one database lookup while it runs (single-flight).
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

// The lookups running now, by key hash; an entry lives only as long as its lookup.
const lookups = processSingleton('api-key-lookups', () => new Map<string, Promise<KnownKey>>());

/**
 * Runs `lookUp` for a key unless a lookup of the same key is running, whose outcome (client or refusal) is then
 * shared: a burst with a key the instance has not seen yet sent one lookup per request, each queueing for the small
 * pool and locking the client's row to record its last use, until the pool's waits answered 503.
 */
export function lookUpOnce(hash: string, lookUp: () => Promise<KnownKey>): Promise<KnownKey> {
  const running = lookups.get(hash);
  if (running) return running;
  const started = lookUp().finally(() => lookups.delete(hash));
  lookups.set(hash, started);
  return started;
}

/** Forgets every cached key of a client (its key was revoked in this process). */
export function forgetClient(clientId: string): void {
  for (const [hash, entry] of entries) if (entry.client.id === clientId) entries.delete(hash);
}
