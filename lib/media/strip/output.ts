// The stripped copy of an image, written through one buffer and hashed on the way, so rewriting an upload holds a
// window of the source and one buffer of the copy whatever the image's size.
import { createHash } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import type { FileCursor } from '../file-cursor';
import type { StagedFile } from '../staged-file';

const BUFFER_BYTES = 256 * 1024;

/** A staged file whose bytes are final: what is stored, with the SHA-256 kept on its row. */
export interface StrippedFile extends StagedFile {
  sha256: string;
}

export class OutputFile {
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private size = 0;
  private readonly hash = createHash('sha256');

  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
  ) {}

  static async create(path: string): Promise<OutputFile> {
    return new OutputFile(await open(path, 'wx', 0o600), path);
  }

  async write(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.length; ) {
      const taken = Math.min(bytes.length - at, BUFFER_BYTES - this.used);
      this.buffer.set(bytes.subarray(at, at + taken), this.used);
      this.used += taken;
      at += taken;
      if (this.used === BUFFER_BYTES) await this.flush();
    }
  }

  /** Copies bytes `from` to `to` of the source; the cursor's window is reused, so each piece is copied before the next read. */
  async copy(source: FileCursor, from: number, to: number): Promise<void> {
    for (let at = from; at < to; ) {
      const piece = await source.read(at, to - at);
      if (piece.length === 0) throw new Error('The image ended before a part being copied.');
      await this.write(piece);
      at += piece.length;
    }
  }

  private async flush(): Promise<void> {
    const bytes = this.buffer.subarray(0, this.used);
    this.hash.update(bytes);
    for (let at = 0; at < bytes.length; ) at += (await this.handle.write(bytes, at)).bytesWritten;
    this.size += bytes.length;
    this.used = 0;
  }

  async finish(): Promise<StrippedFile> {
    await this.flush();
    await this.handle.close();
    return { path: this.path, size: this.size, sha256: this.hash.digest('hex') };
  }

  /** After a failure: no file is left behind. */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}
