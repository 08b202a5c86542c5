// The media upload service behind POST /api/public/agent/v1/media/upload: storage check, streamed form, stored image.
import { config } from '@/lib/config';
import { mediaMaxBytes } from './config';
import { storeImage, type MediaItem } from './media-items';
import { readUploadForm } from './multipart';
import { discardStaged } from './staged-file';
import { getMediaStorage } from './storage';

export interface UploadRequest {
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
  clientId: string | null;
  requestId: string;
}

export async function uploadMedia(request: UploadRequest): Promise<MediaItem> {
  // Refuse before reading a byte of the body when nothing could store it.
  const storage = await getMediaStorage();
  const form = await readUploadForm({
    ...request,
    maxBytes: mediaMaxBytes(),
    idleTimeoutMs: config.media.uploadIdleTimeoutMs(),
  });
  try {
    return await storeImage(
      form.file,
      {
        origin: 'upload',
        filename: form.fields.filename ?? form.file.filename,
        title: form.fields.title,
        altText: form.fields.altText,
        clientId: request.clientId,
        requestId: request.requestId,
      },
      storage,
    );
  } finally {
    await discardStaged(form.file);
  }
}
