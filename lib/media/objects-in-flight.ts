// Crash safety for stored objects: an object is announced before it is written and released in the transaction that
// saves its media row, so an announcement older than any request can live marks an object a crashed process left
// without a row; the media sweep removes those.
import { and, asc, count, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { mediaObjectsInFlight } from '@/db/schema';
import { ABANDONED_AFTER_MS } from './leftovers';
import { removeStaleStagedFiles } from './staged-file';
import type { MediaStorage } from './storage';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const SWEEP_BATCH = 100;

/** Thrown when the sweep took an announcement whose upload was still running: that upload must not save its row. */
export class ObjectSwept extends Error {
  constructor(key: string) {
    super(`The media object ${key} was removed by the sweep before its row was saved.`);
  }
}

export async function announceObject(db: Db, storage: MediaStorage, key: string): Promise<void> {
  await db.insert(mediaObjectsInFlight).values({ storageKey: key, storageDriver: storage.driver });
}

/** In the transaction that inserts the media row: the object now belongs to that row. */
export async function releaseObject(tx: Tx, key: string): Promise<void> {
  const released = await tx
    .delete(mediaObjectsInFlight)
    .where(eq(mediaObjectsInFlight.storageKey, key))
    .returning({ key: mediaObjectsInFlight.storageKey });
  if (released.length === 0) throw new ObjectSwept(key);
}

/** After a put that certainly wrote nothing: the announcement goes, with nothing to remove. */
export async function forgetObject(db: Db, key: string): Promise<void> {
  await db
    .delete(mediaObjectsInFlight)
    .where(eq(mediaObjectsInFlight.storageKey, key))
    .catch(() => undefined);
}

/** After a failed store: removes the object, then its announcement; an object that cannot be removed is left to the sweep. */
export async function abandonObject(db: Db, storage: MediaStorage, key: string): Promise<void> {
  try {
    await storage.remove(key);
  } catch {
    return;
  }
  await forgetObject(db, key);
}

export interface SweepResult {
  /** Objects of crashed uploads removed (with their announcements). */
  removed: number;
  /** Objects the storage failed to remove; their announcements are retried an hour later. */
  failed: number;
  /** Announcements for another driver than the one configured now, left untouched. */
  otherDriver: number;
  /** Half-written files of the local driver removed (none with S3, whose puts are atomic). */
  partialFiles: number;
  /** Uploads a killed process left in this instance's staging folder, removed. */
  stagedFiles: number;
}

/**
 * Removes what uploads of a killed process left: objects whose upload died between writing the object and saving its
 * row, half-written local files and staged uploads. Each announcement is claimed by deleting it before its object is
 * removed (two sweeps never both act on one). If the removal fails, it is restored as new, so it is retried once it is
 * stale again instead of heading every batch while the storage keeps failing.
 */
export async function sweepAbandonedObjects(db: Db, storage: MediaStorage, now = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const result: SweepResult = { removed: 0, failed: 0, otherDriver: 0, partialFiles: 0, stagedFiles: 0 };
  const stale = lt(mediaObjectsInFlight.startedAt, cutoff);
  const ours = await db
    .select()
    .from(mediaObjectsInFlight)
    .where(and(stale, eq(mediaObjectsInFlight.storageDriver, storage.driver)))
    .orderBy(asc(mediaObjectsInFlight.startedAt))
    .limit(SWEEP_BATCH);
  const [others] = await db
    .select({ count: count() })
    .from(mediaObjectsInFlight)
    .where(and(stale, ne(mediaObjectsInFlight.storageDriver, storage.driver)));
  result.otherDriver = others?.count ?? 0;
  for (const announcement of ours) {
    const [claimed] = await db
      .delete(mediaObjectsInFlight)
      .where(and(eq(mediaObjectsInFlight.storageKey, announcement.storageKey), stale))
      .returning();
    if (!claimed) continue;
    try {
      await storage.remove(claimed.storageKey);
      result.removed += 1;
    } catch {
      await db.insert(mediaObjectsInFlight).values({ ...claimed, startedAt: now }).onConflictDoNothing();
      result.failed += 1;
    }
  }
  result.partialFiles = await storage.removePartialFiles(cutoff);
  result.stagedFiles = await removeStaleStagedFiles(now);
  return result;
}
