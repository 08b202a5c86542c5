// The one interface both storage drivers implement, so uploads, ingest and generated images never care which is used.
import { ApiError, type ApiErrorOptions } from '@/lib/errors';
import type { StagedFile } from '../staged-file';

export interface MediaStorage {
  readonly driver: 's3' | 'local';
  /** Fails with storage_not_configured when the driver cannot store anything (e.g. a read-only file system). */
  ready(): Promise<void>;
  /** Copies a staged file to a key that does not exist yet; an object is either complete or absent. */
  put(key: string, file: StagedFile, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes half-written files a crashed process left, older than `before`; the count removed. */
  removePartialFiles(before: Date): Promise<number>;
  publicUrl(key: string): string;
}

/** Keys are never reused, so whoever serves them may cache them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A storage call that failed: the storage answered with an error (502 upstream_failed), or could not be reached or did
 * not answer in time (503 storage_unavailable). `objectMayExist`: a put whose request may have reached the storage
 * without an answer coming back, so its object may exist; otherwise it certainly does not.
 */
export class StorageFailure extends ApiError {
  constructor(
    code: 'upstream_failed' | 'storage_unavailable',
    message: string,
    options: ApiErrorOptions,
    readonly objectMayExist: boolean,
  ) {
    super(code, message, options);
  }
}
