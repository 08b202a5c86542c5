// Removes direct uploads an hour after they expired (nothing can act on one then: a PUT or complete that began before
// the expiry has long ended) together with whatever bytes their key still holds: never sent, never completed, sent
// again after completion, or refused bytes the storage failed to remove at the time.
import type { Db } from '@/db/client';
import { ABANDONED_AFTER_MS } from '../leftovers';
import type { MediaStorage } from '../storage';
import { deleteUpload, expiredUploads, postponeUpload } from './records';

const SWEEP_BATCH = 100;

export interface UploadSweep {
  /** Uploads removed with their bytes. */
  removed: number;
  /** Uploads whose bytes the storage failed to remove; retried an hour later. */
  failed: number;
}

export async function sweepExpiredUploads(db: Db, storage: MediaStorage, now = new Date()): Promise<UploadSweep> {
  const result: UploadSweep = { removed: 0, failed: 0 };
  const expired = await expiredUploads(db, storage.driver, new Date(now.getTime() - ABANDONED_AFTER_MS), SWEEP_BATCH);
  for (const upload of expired) {
    try {
      await storage.incoming.remove(upload.storageKey);
    } catch {
      // To the back of the queue, so removals that keep failing never crowd the batch.
      await postponeUpload(db, upload.id, now);
      result.failed += 1;
      continue;
    }
    // Bytes first, then the row: a sweep that dies in between leaves the row, and the next one removes both again.
    await deleteUpload(db, upload.id);
    result.removed += 1;
  }
  return result;
}
