// The direct upload's three steps through HTTP (POST /media/uploads, the PUT of the bytes, POST .../complete), shared
// by the local and the S3 tests.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { mediaUploads } from '@/db/schema';
import { bodyOf, call } from './http';

export const UPLOADS = '/api/public/agent/v1/media/uploads';

export interface Ticket {
  id: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

export interface Completed {
  success: true;
  media: { id: string; url: string; mimeType: string; fileSize: number; width: number; height: number; filename: string | null };
}

export interface Declared {
  filename?: string;
  mimeType?: string;
  fileSize?: number;
  title?: string;
  altText?: string;
}

export const startUpload = (key: string, declared: Declared) => call('POST', UPLOADS, { key, json: declared });

/** A started upload's ticket, for `bytes` declared with their true size unless told otherwise. */
export async function ticketFor(key: string, bytes: Uint8Array, declared: Declared = {}): Promise<Ticket> {
  const response = await startUpload(key, { filename: 'photo.png', mimeType: 'image/png', fileSize: bytes.length, ...declared });
  if (response.status !== 201) throw new Error(`start: ${response.status} ${await response.text()}`);
  return bodyOf<Ticket>(response);
}

export const complete = (key: string, id: string) => call('POST', `${UPLOADS}/${id}/complete`, { key });

/** Moves an upload's expiry into the past, as time passing would. */
export async function expireUpload(id: string, agoMs: number): Promise<void> {
  const db = await getDb();
  await db.update(mediaUploads).set({ expiresAt: new Date(Date.now() - agoMs) }).where(eq(mediaUploads.id, id));
}
