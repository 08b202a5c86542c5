// Images wait in a private temp file while they are checked and stored, so an image in flight costs disk rather
// than memory: a request holds only the chunks on their way to the file (the upload memory bound of issue 5).
import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { ABANDONED_AFTER_MS, removeStaleFiles } from './leftovers';

export interface StagedFile {
  path: string;
  size: number;
}

const SUFFIX = '.staged';

// The folder is chosen at run time (an env path or the OS temp folder), never a project file. Without the ignore
// comment Turbopack reads this dynamic path.resolve as "any file under the working directory" and traces the whole
// project (tests/, bench/, docs/, cli/) into every function that imports this module.
export function stagingDirectory(): string {
  return path.resolve(/* turbopackIgnore: true */ config.media.stagingDir() ?? path.join(tmpdir(), 'media-staging'));
}

const removeStaleIn = (directory: string, now: number) =>
  removeStaleFiles(directory, (name) => name.endsWith(SUFFIX), new Date(now - ABANDONED_AFTER_MS));

/** Removes staged files older than any request can run from the staging folder: uploads of a killed process. */
export function removeStaleStagedFiles(now = new Date()): Promise<number> {
  return removeStaleIn(stagingDirectory(), now.getTime());
}

const sweptAt = new Map<string, number>();

/**
 * At most once an hour per process and folder, on the way into an upload: an instance the media cron never reaches
 * (each serverless instance has its own temp folder) still removes what a killed process left there.
 */
async function sweepStale(directory: string): Promise<void> {
  const now = Date.now();
  if (now - (sweptAt.get(directory) ?? -Infinity) < ABANDONED_AFTER_MS) return;
  sweptAt.set(directory, now);
  await removeStaleIn(directory, now);
}

/** A fresh path in the staging folder (created on first use); nothing is written to it yet. */
export async function newStagingPath(): Promise<string> {
  const directory = stagingDirectory();
  try {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await access(directory, constants.W_OK);
  } catch (cause) {
    throw new ApiError('storage_not_configured', 'Media storage is not available: the staging folder cannot be written.', {
      cause,
      extra: { reason: 'staging', directory: path.basename(directory) },
    });
  }
  await sweepStale(directory);
  return path.join(directory, `${randomUUID()}${SUFFIX}`);
}

/**
 * Writes a stream to `target` (from newStagingPath), counting it on the way; a failed stream leaves no file behind.
 * The stream is taken over before this function first awaits, so an error it emits right away is never unhandled.
 */
export async function stageStream(source: Readable, target: string): Promise<StagedFile> {
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.byteLength;
      callback(null, chunk);
    },
  });
  const sink = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, tap, sink);
  } catch (error) {
    // The file is opened asynchronously, so a source that fails early can leave the open still under way: removing
    // the file before the stream has closed would let it appear afterwards, a staged file nobody removes.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    await rm(target, { force: true });
    throw error;
  }
  return { path: target, size };
}

/** Stages bytes that are already in memory (a downloaded or generated image), so they take the same path as uploads. */
export async function stageBytes(bytes: Uint8Array): Promise<StagedFile> {
  const target = await newStagingPath();
  await writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  return { path: target, size: bytes.byteLength };
}

export async function discardStaged(file: StagedFile): Promise<void> {
  await rm(file.path, { force: true });
}
