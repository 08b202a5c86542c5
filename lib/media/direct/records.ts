// The direct uploads' rows (db/schema/media.ts) and their state changes. Each change is one statement naming the state
// it leaves, so of two requests racing on one upload (two completes, two PUTs, a PUT and a complete) exactly one wins.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { mediaUploads, type MediaUploadRow } from '@/db/schema';
import { ApiError } from '@/lib/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type UploadState = MediaUploadRow['state'];

/** Unknown, expired, another caller's or another storage's upload all get the same answer: ids cannot be probed. */
export const uploadNotFound = () =>
  new ApiError('not_found', 'No open direct upload has this id (unknown, expired, or created with another key).');

export async function insertUpload(db: Db, values: typeof mediaUploads.$inferInsert): Promise<void> {
  await db.insert(mediaUploads).values(values);
}

export async function findUpload(db: Db, id: string): Promise<MediaUploadRow | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row ?? null;
}

interface Move {
  from: UploadState;
  to: UploadState;
  /** Only the caller's own upload moves, */
  caller?: string;
  /** kept by this storage driver. */
  driver?: MediaUploadRow['storageDriver'];
  /** Only an upload not expired at this time moves; a move back after a failure leaves it out. */
  openAt?: Date;
}

/** Moves the upload from one state to another; its row after the move, or null when it was not in `from`. */
export async function moveUpload(db: Db, id: string, move: Move): Promise<MediaUploadRow | null> {
  const [row] = await db
    .update(mediaUploads)
    .set({ state: move.to })
    .where(
      and(
        eq(mediaUploads.id, id),
        eq(mediaUploads.state, move.from),
        move.caller === undefined ? undefined : eq(mediaUploads.caller, move.caller),
        move.driver === undefined ? undefined : eq(mediaUploads.storageDriver, move.driver),
        move.openAt === undefined ? undefined : gt(mediaUploads.expiresAt, move.openAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Thrown when the sweep removed an upload while it was being completed: its media row must not be saved. */
export class UploadSwept extends Error {
  constructor(id: string) {
    super(`The direct upload ${id} was removed by the media sweep before it was completed.`);
  }
}

/** In the transaction that saves the media row: the upload is completed with it, or neither is. */
export async function finishUpload(tx: Tx, id: string, mediaId: string): Promise<void> {
  const finished = await tx
    .update(mediaUploads)
    .set({ state: 'completed', mediaId })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.state, 'completing')))
    .returning({ id: mediaUploads.id });
  if (finished.length === 0) throw new UploadSwept(id);
}

/** Uploads of `driver` that expired before `cutoff`, oldest first. */
export function expiredUploads(db: Db, driver: MediaUploadRow['storageDriver'], cutoff: Date, limit: number) {
  return db
    .select({ id: mediaUploads.id, storageKey: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(and(lt(mediaUploads.expiresAt, cutoff), eq(mediaUploads.storageDriver, driver)))
    .orderBy(asc(mediaUploads.expiresAt))
    .limit(limit);
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}

/** Puts an upload whose bytes could not be removed at the back of the sweep's queue, an hour from now. */
export async function postponeUpload(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(mediaUploads).set({ expiresAt }).where(eq(mediaUploads.id, id));
}
