// S3-compatible driver (AWS S3, MinIO, R2, ...) through @aws-sdk/client-s3, path-style and without default checksums
// so that servers which do not implement the newer checksum headers accept the requests.
import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ApiError } from '@/lib/errors';
import type { S3Settings } from '../config';
import { IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './types';

const clients = new Map<string, S3Client>();
const ignore = () => undefined;
/** The SDK's line for every failed streamed request; put() retries those itself, so the line would only mislead. */
const STREAM_NOT_RETRIED = /non-retryable streaming request/;
const sdkLogger = {
  debug: ignore,
  info: ignore,
  warn: (...content: unknown[]) => {
    if (!STREAM_NOT_RETRIED.test(String(content[0]))) console.warn(...content);
  },
  error: (...content: unknown[]) => console.error(...content),
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

function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

const storageFailed = (action: string, cause: unknown) =>
  new ApiError('upstream_failed', `The object storage failed to ${action} the file.`, {
    cause,
    extra: { driver: 's3', reason: (cause as { name?: string }).name ?? 'error' },
  });

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = clientFor(settings);
  const base =
    settings.publicBaseUrl ??
    `${(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(/\/+$/, '')}/${settings.bucket}`;
  return {
    driver: 's3',
    async ready() {},
    async put(key, file, contentType) {
      // Streamed from the staged file with its length declared, so the object is never held in memory. The SDK does
      // not retry a streamed body, so a failure the server may not repeat (5xx, lost connection) is retried here
      // once with a fresh stream.
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
          );
          return;
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !isTransient(error)) throw storageFailed('store', error);
        } finally {
          body.destroy();
        }
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      } catch (error) {
        throw storageFailed('delete', error);
      }
    },
    // A PutObject is atomic: a failed or interrupted one leaves no object behind.
    async removePartialFiles() {
      return 0;
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}
