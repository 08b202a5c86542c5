// Decides a post's cover image from one write (spec section 2 image rules): an existing featuredMediaId wins,
// else an external imageUrl is ingested into storage (or only linked when asked, or when no storage exists).
// A failed ingest never fails the write: the outcome says what happened and the image fields stay as they were.
import { ApiError, invalidPayload } from '@/lib/errors';
import { ingestImageUrl } from '@/lib/media/ingest';
import { findMediaItem } from '@/lib/media/media-items';
import { getMediaStorage, type MediaStorage } from '@/lib/media/storage';
import { checkTargetUrl } from '@/lib/net/url-policy';
import type { ImageOutcome, PostFieldsInput } from './schemas';

export interface ImagePatch {
  featuredMediaId?: string | null;
  /** The hotlinked URL; null whenever the cover comes from featured media. */
  coverImage?: string | null;
  imageUrl?: string | null;
}

export interface CurrentImage {
  imageUrl: string | null;
  featuredMediaId: string | null;
}

export interface ResolvedImage {
  patch: ImagePatch;
  outcome: ImageOutcome;
}

function failed(error: ApiError, patch: ImagePatch): ResolvedImage {
  const reason = typeof error.extra?.reason === 'string' ? error.extra.reason : undefined;
  return { patch, outcome: { status: 'failed', error: error.code, ...(reason ? { reason } : {}), message: error.message } };
}

/** A hotlinked cover is shown to every visitor, so it must pass the same URL policy as a download would. */
function linked(url: string, reason: string, cleared: ImagePatch): ResolvedImage {
  try {
    checkTargetUrl(url);
  } catch (error) {
    if (error instanceof ApiError) return failed(error, cleared);
    throw error;
  }
  return {
    patch: { imageUrl: url, coverImage: url, featuredMediaId: null },
    outcome: { status: 'passthrough', url, reason },
  };
}

async function usableStorage(): Promise<MediaStorage | null> {
  try {
    return await getMediaStorage();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'storage_not_configured') return null;
    throw error;
  }
}

export async function resolveCoverImage(
  input: PostFieldsInput,
  current: CurrentImage | null,
  context: { clientId: string | null; title?: string | null },
): Promise<ResolvedImage> {
  if (input.featuredMediaId) {
    const item = await findMediaItem(input.featuredMediaId);
    if (!item) {
      throw invalidPayload('featuredMediaId does not name an uploaded media item.', [
        { path: 'body.featuredMediaId', message: 'no media item has this id' },
      ]);
    }
    const patch: ImagePatch = { featuredMediaId: item.id, coverImage: null };
    // Recorded, not ingested: featured media wins over imageUrl in the same request.
    if (input.imageUrl !== undefined) patch.imageUrl = input.imageUrl;
    return { patch, outcome: { status: 'featured_media', mediaId: item.id, url: item.url } };
  }

  const cleared: ImagePatch = input.featuredMediaId === null ? { featuredMediaId: null } : {};
  if (input.imageUrl === undefined) return { patch: cleared, outcome: { status: 'none' } };
  if (input.imageUrl === null) {
    return { patch: { ...cleared, imageUrl: null, coverImage: null }, outcome: { status: 'none' } };
  }

  const url = input.imageUrl;
  if (input.imageUrlPassthrough === true) return linked(url, 'requested', cleared);
  if (current && current.imageUrl === url && current.featuredMediaId && input.featuredMediaId !== null) {
    return { patch: {}, outcome: { status: 'unchanged', mediaId: current.featuredMediaId } };
  }
  const storage = await usableStorage();
  if (!storage) return linked(url, 'storage_not_configured', cleared);

  try {
    const item = await ingestImageUrl(url, { clientId: context.clientId, title: context.title ?? null }, storage);
    return {
      patch: { featuredMediaId: item.id, coverImage: null, imageUrl: url },
      outcome: { status: 'ingested', mediaId: item.id, url: item.url },
    };
  } catch (error) {
    if (error instanceof ApiError) return failed(error, cleared);
    throw error;
  }
}
