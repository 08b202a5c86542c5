// Picks the storage driver from the environment; 503 storage_not_configured when none can work.
import { ApiError } from '@/lib/errors';
import { storageSettings } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { MediaStorage } from './types';

export { StorageFailure, type MediaStorage } from './types';

export const storageNotConfigured = () =>
  new ApiError('storage_not_configured', 'Media storage is not configured on this server.', {
    extra: { driver: 'none' },
  });

/** The configured driver, checked to be usable (a read-only media folder counts as not configured). */
export async function getMediaStorage(): Promise<MediaStorage> {
  const settings = storageSettings();
  if (settings.driver === 'none') throw storageNotConfigured();
  const storage = settings.driver === 's3' ? s3Storage(settings.s3) : localStorage(settings.local);
  await storage.ready();
  return storage;
}
