// S3-compatible driver (AWS S3, MinIO, R2, ...) through @aws-sdk/client-s3, path-style and without default checksums
// so that servers which do not implement the newer checksum headers accept the requests.
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ApiError } from '@/lib/http/errors';
import type { S3Settings } from '../config';
import { IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './types';

const clients = new Map<string, S3Client>();

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
    });
    clients.set(cacheKey, client);
  }
  return client;
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
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw storageFailed('store', error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      } catch (error) {
        throw storageFailed('delete', error);
      }
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}
