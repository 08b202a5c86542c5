// The media cron's one service: what uploads of a killed process left (objects-in-flight.ts) and expired direct
// uploads with their bytes (direct/sweep.ts).
import type { Db } from '@/db/client';
import { sweepExpiredUploads } from './direct/sweep';
import { sweepAbandonedObjects, type SweepResult } from './objects-in-flight';
import type { MediaStorage } from './storage';

export interface MediaSweep extends SweepResult {
  /** Direct uploads removed an hour after they expired, with any bytes left under their key. */
  expiredUploads: number;
}

export async function sweepMedia(db: Db, storage: MediaStorage, now = new Date()): Promise<MediaSweep> {
  const objects = await sweepAbandonedObjects(db, storage, now);
  const uploads = await sweepExpiredUploads(db, storage, now);
  return { ...objects, failed: objects.failed + uploads.failed, expiredUploads: uploads.removed };
}
