// Random access to a file through one reusable window, so the image checks can walk a staged file of any size with
// a fixed amount of memory (reads are mostly forward, so a window is refilled about once per WINDOW_BYTES).
import { open, type FileHandle } from 'node:fs/promises';

export const WINDOW_BYTES = 256 * 1024;

export class FileCursor {
  private readonly buffer = Buffer.allocUnsafe(WINDOW_BYTES);
  private start = 0;
  private length = 0;

  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  static async open(file: string): Promise<FileCursor> {
    const handle = await open(file, 'r');
    try {
      return new FileCursor(handle, (await handle.stat()).size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * Whether the bytes from `at` to `at + length` (or to the end of the file) are in the window, so that `view` reads
   * them without awaiting. Walks over many small parts check this and await `load` only when it says no: once per
   * window, never per byte or per part, and each refill lets the event loop run.
   */
  holds(at: number, length: number): boolean {
    return at >= this.start && Math.min(at + length, this.size) <= this.start + this.length;
  }

  /** Up to `length` bytes from `at`, out of the window, which must hold `at` (see `holds`); empty past the end of the file. */
  view(at: number, length: number): Buffer {
    if (at < this.start) throw new RangeError('The cursor window does not hold this offset.');
    const offset = at - this.start;
    return this.buffer.subarray(offset, Math.max(offset, Math.min(offset + length, this.length)));
  }

  /** Up to `length` bytes (at most the window) from `at`; the view is valid until the next read. */
  async read(at: number, length: number): Promise<Buffer> {
    const wanted = Math.min(length, WINDOW_BYTES);
    if (!this.holds(at, wanted)) await this.load(at);
    return this.view(at, wanted);
  }

  /** The bytes from `at` to the end of the window holding it (loaded when `at` lies outside the current one). */
  async windowFrom(at: number): Promise<Buffer> {
    if (at < this.start || at >= this.start + this.length) await this.load(at);
    return this.view(at, WINDOW_BYTES);
  }

  /** Fills the window with the bytes from `at`. */
  async load(at: number): Promise<void> {
    const { bytesRead } = await this.handle.read(this.buffer, 0, WINDOW_BYTES, at);
    this.start = at;
    this.length = bytesRead;
  }

  /** A copy of `length` bytes from `at`, read window by window; for the small parts held whole (a colour profile). */
  async copyOf(at: number, length: number): Promise<Buffer> {
    const copy = Buffer.alloc(length);
    for (let done = 0; done < length; ) {
      const piece = await this.read(at + done, length - done);
      if (piece.length === 0) throw new RangeError('Read past the end of the file.');
      done += piece.copy(copy, done);
    }
    return copy;
  }

  /** The byte at `at`, or undefined past the end of the file. */
  async byteAt(at: number): Promise<number | undefined> {
    if (at < 0 || at >= this.size) return undefined;
    return (await this.read(at, 1))[0];
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
