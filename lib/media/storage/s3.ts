// S3-compatible driver (AWS S3, MinIO, R2, ...) through @aws-sdk/client-s3, path-style and without default checksums
// so that servers which do not implement the newer checksum headers accept the requests.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { raceDeadline } from '@/lib/deadline';
import { ApiError } from '@/lib/errors';
import type { S3Settings } from '../config';
import { discardStaged, newStagingPath, stageStream } from '../staged-file';
import { IMMUTABLE_CACHE_CONTROL, incomingTooLarge, StorageFailure, type IncomingUploads, type MediaStorage } from './types';

const clients = new Map<string, S3Client>();
const ignore = () => undefined;
/** The SDK's line for every failed streamed request; put() retries those itself, so the line would only mislead. */
const STREAM_NOT_RETRIED = /non-retryable streaming request/;
// Failures are not logged here: they reach the caller as a StorageFailure, logged once as one line with the request id
// (the SDK's own error log is a multi-line dump of the request and the error, without either).
const sdkLogger = {
  debug: ignore,
  info: ignore,
  warn: (...content: unknown[]) => {
    if (!STREAM_NOT_RETRIED.test(String(content[0]))) console.warn(...content);
  },
  error: ignore,
};

/** One client per distinct configuration, so connections are reused across requests. */
function clientFor(settings: S3Settings): S3Client {
  const cacheKey = JSON.stringify([settings.endpoint, settings.region, settings.accessKeyId, settings.secretAccessKey]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 2,
      logger: sdkLogger,
    });
    clients.set(cacheKey, client);
  }
  return client;
}

const PUT_ATTEMPTS = 2;
/** How long a client should wait before trying again when the storage is unreachable or silent. */
const RETRY_AFTER_SECONDS = 10;
/** Failures to open a connection at all: no request reached the storage. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

class StorageTimeout extends Error {
  override name = 'TimeoutError';
  readonly code = 'ETIMEDOUT';
}

/** Worth a second put: the storage answered 5xx, or a connection failed; a timeout is not (it would wait again). */
const isTransient = (error: unknown) =>
  !(error instanceof StorageTimeout) && (statusOf(error) === undefined || statusOf(error)! >= 500);

/**
 * Runs one storage call, its retries included, within `timeoutMs`: at the deadline its request is aborted (the SDK
 * closes the socket) and the call fails, even if the SDK still waits for a request body to drain.
 */
async function bounded<T>(timeoutMs: number, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  return raceDeadline(call(abort.signal), timeoutMs, () => {
    const error = new StorageTimeout(`The object storage did not answer within ${timeoutMs} ms.`);
    abort.abort(error);
    return error;
  });
}

/**
 * The answer for a failed call: the storage's own error (502, its S3 code as `reason`), or 503 storage_unavailable
 * when it could not be reached or stayed silent. `sent` says whether any attempt's request may have reached it.
 */
function storageFailed(action: string, cause: unknown, sent: boolean): StorageFailure {
  const status = statusOf(cause);
  if (status !== undefined) {
    return new StorageFailure('upstream_failed', `The object storage failed to ${action} the file.`, {
      cause,
      extra: { driver: 's3', reason: (cause as { name?: string }).name ?? 'error' },
    }, sent && status >= 500);
  }
  const timedOut = cause instanceof StorageTimeout || codeOf(cause) === 'ETIMEDOUT';
  return new StorageFailure(
    'storage_unavailable',
    timedOut ? `The object storage did not answer in time to ${action} the file.` : 'The object storage could not be reached.',
    { cause, retryAfter: RETRY_AFTER_SECONDS, extra: { driver: 's3', reason: timedOut ? 'timeout' : 'unreachable' } },
    sent,
  );
}

/** Direct uploads' bytes wait under this prefix, which a bucket policy can keep from public reads. */
const INCOMING_PREFIX = 'incoming/';
/** Signed into a presigned PUT, so S3 refuses one whose type or size differs from what was declared. */
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey' || statusOf(error) === 404;

function s3Incoming(settings: S3Settings, client: S3Client, remove: (key: string) => Promise<void>): IncomingUploads {
  return {
    newKey: () => `${INCOMING_PREFIX}${randomUUID()}`,
    async target(key, file, expiresInSeconds) {
      // A presigned PUT rather than a POST policy: R2 has no POST uploads, and the signed Content-Length pins the size
      // exactly (a policy's content-length-range only bounds it). Signing needs no request to the storage.
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        ContentType: file.mimeType,
        ContentLength: file.fileSize,
      });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: SIGNED_UPLOAD_HEADERS });
      return { url, headers: { 'Content-Type': file.mimeType, 'Content-Length': String(file.fileSize) } };
    },
    async open(key, maxBytes) {
      try {
        return await bounded(settings.timeoutMs, async (abortSignal) => {
          const response = await client
            .send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }), { abortSignal })
            .catch((error: unknown) => {
              if (isMissing(error)) return null;
              throw error;
            });
          if (!response) return null;
          const body = response.Body as Readable;
          // A storage that does not enforce the signed length (some S3-compatible servers) may hold more: not read.
          if ((response.ContentLength ?? 0) > maxBytes) {
            body.destroy();
            throw incomingTooLarge(maxBytes);
          }
          // Streamed to a staged file with back-pressure, like a multipart upload: never held in memory. At the
          // deadline the body is cut, so the staging fails and removes its file rather than finish for no one.
          abortSignal.addEventListener('abort', () => body.destroy(), { once: true });
          const staged = await stageStream(body, await newStagingPath());
          return { ...staged, discard: () => discardStaged(staged) };
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw storageFailed('read', error, true);
      }
    },
    remove,
  };
}

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = clientFor(settings);
  const base =
    settings.publicBaseUrl ??
    `${(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(/\/+$/, '')}/${settings.bucket}`;
  const remove = async (key: string) => {
    try {
      await bounded(settings.timeoutMs, (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }), { abortSignal }),
      );
    } catch (error) {
      throw storageFailed('delete', error, true);
    }
  };
  return {
    driver: 's3',
    async ready() {},
    async put(key, file, contentType) {
      // Streamed from the staged file with its length declared, so the object is never held in memory. The SDK does
      // not retry a streamed body, so a failure the server may not repeat (5xx, lost connection) is retried here
      // once with a fresh stream, within the same time bound.
      let sent = false;
      try {
        await bounded(settings.timeoutMs, async (abortSignal) => {
          for (let attempt = 1; ; attempt += 1) {
            const body = createReadStream(file.path);
            try {
              await client.send(
                new PutObjectCommand({
                  Bucket: settings.bucket,
                  Key: key,
                  Body: body,
                  ContentType: contentType,
                  ContentLength: file.size,
                  CacheControl: IMMUTABLE_CACHE_CONTROL,
                }),
                { abortSignal },
              );
              return;
            } catch (error) {
              sent ||= !NOT_CONNECTED.has(codeOf(error) as string);
              if (attempt >= PUT_ATTEMPTS || abortSignal.aborted || !isTransient(error)) throw error;
            } finally {
              body.destroy();
            }
          }
        });
      } catch (error) {
        // A timeout may strike while a request is on its way: its object may exist.
        throw storageFailed('store', error, sent || error instanceof StorageTimeout);
      }
    },
    remove,
    // A PutObject is atomic: a failed or interrupted one leaves no object behind.
    async removePartialFiles() {
      return 0;
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
    incoming: s3Incoming(settings, client, remove),
  };
}
