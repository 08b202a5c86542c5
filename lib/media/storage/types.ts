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
  /** Direct uploads' bytes, before they are checked. */
  readonly incoming: IncomingUploads;
}

/** The request a client sends a direct upload's bytes with (method PUT). */
export interface UploadTarget {
  url: string;
  /** Headers the request must carry exactly as given (the signature covers them). */
  headers: Record<string, string>;
}

/** A direct upload's bytes as a file this process can read; `discard` removes any copy made to read them. */
export interface IncomingFile extends StagedFile {
  discard(): Promise<void>;
}

/**
 * Where a direct upload's bytes wait, unchecked, under a key of their own (never served by the app, never the key of
 * the media item they become) until the upload is completed or swept.
 */
export interface IncomingUploads {
  newKey(): string;
  /** A presigned PUT for exactly this type and size (S3); null when this app receives the bytes itself (local). */
  target(key: string, file: { mimeType: string; fileSize: number }, expiresInSeconds: number): Promise<UploadTarget | null>;
  /** The bytes that arrived under `key`, or null when none did; more than `maxBytes` is 413 before any is read. */
  open(key: string, maxBytes: number): Promise<IncomingFile | null>;
  /** Removes the bytes under `key`, if any. */
  remove(key: string): Promise<void>;
}

/** The answer when the bytes a client sent exceed the size it declared for them. */
export const incomingTooLarge = (declared: number) =>
  new ApiError('payload_too_large', `The bytes sent are larger than the ${declared} bytes declared for them.`, {
    extra: { declaredBytes: declared },
  });

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
