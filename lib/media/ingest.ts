// Downloads an external image through the guarded fetch (public HTTPS hosts only, image types only, size cap)
// and stores it like an upload, so a cover image URL becomes a media item we serve ourselves.
import { ApiError } from '@/lib/errors';
import { guardedFetch } from '@/lib/net/guarded-fetch';
import { mediaMaxBytes } from './config';
import { IMAGE_MIME_TYPES } from './image-type';
import { storeImageBytes, type MediaDetails, type MediaItem } from './media-items';
import type { MediaStorage } from './storage';

const INGEST_TIMEOUTS = { connectMs: 5_000, headersMs: 10_000, totalMs: 20_000 };

export async function ingestImageUrl(
  url: string,
  details: Omit<MediaDetails, 'origin' | 'sourceUrl'>,
  storage?: MediaStorage,
): Promise<MediaItem> {
  const response = await guardedFetch(url, {
    accept: IMAGE_MIME_TYPES,
    maxBytes: mediaMaxBytes(),
    headers: { accept: IMAGE_MIME_TYPES.join(', ') },
    timeouts: INGEST_TIMEOUTS,
  });
  if (response.status < 200 || response.status > 299) {
    throw new ApiError('upstream_failed', `The image URL answered HTTP ${response.status}.`, {
      extra: { reason: 'status', status: response.status },
    });
  }
  return storeImageBytes(response.body, { ...details, origin: 'ingest', sourceUrl: url }, storage);
}
