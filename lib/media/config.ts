// Media settings from the environment, read at call time: size cap, which storage driver, and each driver's settings.
import path from 'node:path';
import { config } from '@/lib/config';

export const DEFAULT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base of public object URLs (CDN or bucket website); path-style endpoint URLs otherwise. */
  publicBaseUrl?: string;
}

export interface LocalSettings {
  directory: string;
  /** Base of public URLs for files the app serves at /media/<key>; relative URLs when unset. */
  publicBaseUrl: string;
}

export type StorageSettings = { driver: 's3'; s3: S3Settings } | { driver: 'local'; local: LocalSettings } | { driver: 'none' };

export function mediaMaxBytes(): number {
  return config.int('MEDIA_MAX_BYTES', DEFAULT_MEDIA_MAX_BYTES);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** MEDIA_STORAGE picks a driver explicitly (`s3`, `local`, `none`); unset means S3 when S3_BUCKET is set, else local. */
export function storageSettings(): StorageSettings {
  const choice = config.str('MEDIA_STORAGE')?.toLowerCase();
  const bucket = config.str('S3_BUCKET');
  if (choice === 'none' || (choice !== undefined && !['s3', 'local'].includes(choice))) return { driver: 'none' };
  if (choice === 's3' || (choice === undefined && bucket)) {
    if (!bucket) return { driver: 'none' };
    const publicBaseUrl = config.str('S3_PUBLIC_BASE_URL');
    return {
      driver: 's3',
      s3: {
        bucket,
        endpoint: config.str('S3_ENDPOINT'),
        region: config.str('S3_REGION') ?? 'us-east-1',
        accessKeyId: config.str('S3_ACCESS_KEY_ID'),
        secretAccessKey: config.str('S3_SECRET_ACCESS_KEY'),
        publicBaseUrl: publicBaseUrl ? trimSlash(publicBaseUrl) : undefined,
      },
    };
  }
  return {
    driver: 'local',
    local: {
      directory: path.resolve(config.str('MEDIA_LOCAL_DIR') ?? '.data/media'),
      publicBaseUrl: trimSlash(config.str('MEDIA_PUBLIC_BASE_URL') ?? '') + '/media',
    },
  };
}
