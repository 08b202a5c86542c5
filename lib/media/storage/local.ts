// Local-folder driver (.data/media or MEDIA_LOCAL_DIR) for single-machine deployments; the app serves it at /media/<key>.
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ApiError } from '@/lib/errors';
import type { LocalSettings } from '../config';
import { mimeTypeOfExtension, type ImageMimeType } from '../image-type';
import { removeStaleFiles } from '../leftovers';
import { incomingTooLarge, type IncomingUploads, type MediaStorage } from './types';

/** The only key shape this driver writes, so the serving route can refuse anything else (no path traversal). */
export const LOCAL_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

const notWritable = (directory: string, cause: unknown) =>
  new ApiError('storage_not_configured', 'Media storage is not available: the media folder cannot be written.', {
    cause,
    extra: { driver: 'local', directory: path.basename(directory) },
  });

/** The name put() writes before renaming: dot, key, random suffix, .tmp. */
const PARTIAL_FILE = /^\..+\.tmp$/;

function filePath(directory: string, key: string): string {
  if (!LOCAL_KEY_PATTERN.test(key)) throw new Error(`Refusing local media key "${key}".`);
  return path.join(directory, key);
}

const INCOMING_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where a direct upload's bytes wait: a hidden folder inside the media folder (so every process of one machine finds
 * them, unlike a temp folder), which the /media route never serves (it serves only LOCAL_KEY_PATTERN names).
 */
export function localIncomingPath(directory: string, key: string): string {
  if (!INCOMING_KEY_PATTERN.test(key)) throw new Error(`Refusing incoming upload key "${key}".`);
  return path.join(directory, '.incoming', `${key}.upload`);
}

function localIncoming(directory: string): IncomingUploads {
  return {
    newKey: () => randomUUID(),
    // The app's own PUT route receives the bytes (lib/media/direct/receive.ts).
    target: async () => null,
    async open(key, maxBytes) {
      const file = localIncomingPath(directory, key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info) return null;
      if (info.size > maxBytes) throw incomingTooLarge(maxBytes);
      // Checked where it lies: the bytes never pass through a second copy.
      return { path: file, size: info.size, discard: async () => {} };
    },
    async remove(key) {
      await rm(localIncomingPath(directory, key), { force: true });
    },
  };
}

export function localStorage(settings: LocalSettings): MediaStorage {
  const { directory } = settings;
  return {
    driver: 'local',
    async ready() {
      try {
        await mkdir(directory, { recursive: true });
        await access(directory, constants.W_OK);
      } catch (error) {
        throw notWritable(directory, error);
      }
    },
    async put(key, file) {
      const target = filePath(directory, key);
      // Write beside the target and rename: readers never see a half-written file, and a crash leaves only a .tmp.
      const temporary = path.join(directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        // The kernel copies (copy_file_range or a reflink), so the bytes never pass through this process.
        await copyFile(file.path, temporary, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOENT') {
          throw notWritable(directory, error);
        }
        throw error;
      }
    },
    async remove(key) {
      await rm(filePath(directory, key), { force: true });
    },
    removePartialFiles(before) {
      return removeStaleFiles(directory, (name) => PARTIAL_FILE.test(name), before);
    },
    publicUrl(key) {
      return `${settings.publicBaseUrl}/${key}`;
    },
    incoming: localIncoming(directory),
  };
}

export interface LocalMediaFile {
  stream: ReadableStream<Uint8Array>;
  size: number;
  mimeType: ImageMimeType;
}

/** Opens a stored file for serving, or null when the key is malformed or absent. */
export async function openLocalMedia(settings: LocalSettings, key: string): Promise<LocalMediaFile | null> {
  const match = LOCAL_KEY_PATTERN.exec(key);
  const mimeType = match ? mimeTypeOfExtension(match[1]!) : null;
  if (!mimeType) return null;
  const target = filePath(settings.directory, key);
  try {
    const info = await stat(target);
    if (!info.isFile()) return null;
    const stream = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
    return { stream, size: info.size, mimeType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
