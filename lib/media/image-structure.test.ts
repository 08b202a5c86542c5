import { afterEach, describe, expect, it } from 'vitest';
import { FileCursor, WINDOW_BYTES } from './file-cursor';
import { structureProblem } from './image-structure';
import { discardStaged, stageBytes, type StagedFile } from './staged-file';

const staged: StagedFile[] = [];

afterEach(async () => {
  await Promise.all(staged.splice(0).map(discardStaged));
});

async function problemOf(bytes: Buffer) {
  const file = await stageBytes(bytes);
  staged.push(file);
  const cursor = await FileCursor.open(file.path);
  try {
    return await structureProblem(cursor, 'image/jpeg');
  } finally {
    await cursor.close();
  }
}

/**
 * A minimal JPEG container (SOI, SOS, entropy-coded filler, EOI) with `pair` placed so that its 0xFF is the last byte
 * of the first read window: the walk's first read is at offset 2, so that window ends at 2 + WINDOW_BYTES.
 */
function jpegWithPairAtWindowEdge(pair: number[]): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]);
  const edge = 2 + WINDOW_BYTES - 1;
  const before = Buffer.alloc(edge - head.length, 0x41);
  return Buffer.concat([head, before, Buffer.from(pair), Buffer.alloc(5000, 0x42), Buffer.from([0xff, 0xd9])]);
}

describe('structureProblem on JPEG entropy-coded data', () => {
  it('skips stuffing whose 0xFF is the last byte of a read window', async () => {
    const bytes = jpegWithPairAtWindowEdge([0xff, 0x00]);
    expect(bytes[2 + WINDOW_BYTES - 1]).toBe(0xff);
    expect(await problemOf(bytes)).toBeNull();
  });

  it('sees an end marker whose 0xFF is the last byte of a read window, and the data after it', async () => {
    expect(await problemOf(jpegWithPairAtWindowEdge([0xff, 0xd9]))).toBe('trailing_data');
  });

  it('skips a restart marker and fill bytes at the window edge', async () => {
    expect(await problemOf(jpegWithPairAtWindowEdge([0xff, 0xd3]))).toBeNull();
    expect(await problemOf(jpegWithPairAtWindowEdge([0xff, 0xff, 0x00]))).toBeNull();
  });

  it('calls scan data without an end marker truncated', async () => {
    const bytes = jpegWithPairAtWindowEdge([0xff, 0x00]);
    expect(await problemOf(bytes.subarray(0, bytes.length - 2))).toBe('truncated');
    expect(await problemOf(Buffer.concat([bytes.subarray(0, 2 + WINDOW_BYTES)]))).toBe('truncated');
  });
});
