// Media settings from the environment, read at call time: size cap, which storage driver, and each driver's settings.
import path from 'node:path';
import { config } from '@/lib/config';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base of public object URLs (CDN or bucket website); path-style endpoint URLs otherwise. */
  publicBaseUrl?: string;
  /** The longest one storage call may take, retries included. */
  timeoutMs: number;
}

export interface LocalSettings {
  directory: string;
  /** Base of public URLs for files the app serves at /media/<key>; relative URLs when unset. */
  publicBaseUrl: string;
}

export type StorageSettings = { driver: 's3'; s3: S3Settings } | { driver: 'local'; local: LocalSettings } | { driver: 'none' };

export function mediaMaxBytes(): number {
  return config.media.maxBytes();
}

/** MEDIA_STORAGE picks a driver explicitly (`s3`, `local`, `none`); unset means S3 when S3_BUCKET is set, else local. */
export function storageSettings(): StorageSettings {
  const choice = config.media.storage();
  const bucket = config.s3.bucket();
  if (choice === 'none') return { driver: 'none' };
  if (choice === 's3' || (choice === undefined && bucket)) {
    if (!bucket) return { driver: 'none' };
    return {
      driver: 's3',
      s3: {
        bucket,
        endpoint: config.s3.endpoint(),
        region: config.s3.region(),
        accessKeyId: config.s3.accessKeyId(),
        secretAccessKey: config.s3.secretAccessKey(),
        publicBaseUrl: config.s3.publicBaseUrl(),
        timeoutMs: config.s3.timeoutMs(),
      },
    };
  }
  return {
    driver: 'local',
    local: { directory: path.resolve(config.media.localDir()), publicBaseUrl: config.media.localPublicBaseUrl() },
  };
}
