import { afterEach, describe, expect, it } from 'vitest';
import { FileCursor } from './file-cursor';
import { containsMarkup, profileHasMarkup } from './markup';
import { discardStaged, stageBytes, type StagedFile } from './staged-file';

const staged: StagedFile[] = [];

afterEach(async () => {
  await Promise.all(staged.splice(0).map(discardStaged));
});

async function markupIn(bytes: Buffer): Promise<boolean> {
  const file = await stageBytes(bytes);
  staged.push(file);
  const cursor = await FileCursor.open(file.path);
  try {
    return await containsMarkup(cursor);
  } finally {
    await cursor.close();
  }
}

/** Filler that holds no '<', with `text` at offset `at`. */
const filled = (size: number, at: number, text: Buffer) => {
  const bytes = Buffer.alloc(size, 0x61);
  text.copy(bytes, at);
  return bytes;
};

const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('containsMarkup', () => {
  it('finds a tag wherever it sits relative to the read windows of a large file', async () => {
    const KiB = 1024;
    for (const at of [64 * KiB - 3, 64 * KiB, 256 * KiB - 5, 256 * KiB + 1, 700 * KiB]) {
      expect(await markupIn(filled(1024 * KiB, at, Buffer.from('<script>')))).toBe(true);
      expect(await markupIn(filled(1024 * KiB, at, Buffer.from('<script>', 'utf16le')))).toBe(true);
      expect(await markupIn(filled(1024 * KiB, at, utf16be('<script>')))).toBe(true);
    }
  });

  it('finds tags in any case, in ASCII and in UTF-16 of either byte order', async () => {
    for (const tag of ['<SCRIPT>', '<Html lang=en>', '<iframe/src=x>', '<!DOCTYPE html>', '<?php ']) {
      for (const form of [Buffer.from(tag), Buffer.from(tag, 'utf16le'), utf16be(tag)]) {
        expect(await markupIn(filled(4096, 100, form))).toBe(true);
      }
    }
  });

  it('ignores short names and names that do not end like a tag (chance in compressed data)', async () => {
    for (const text of ['<svg onload=x>', '<a href=x>', '<scripted', '<htm>', 'script>']) {
      expect(await markupIn(filled(4096, 100, Buffer.from(text)))).toBe(false);
    }
  });
});

describe('profileHasMarkup', () => {
  it('also finds short and interactive element names, which cost nothing to look for in a few KiB', () => {
    for (const tag of ['<svg onload=x>', '<img src=x onerror=y>', '<details open ontoggle=x>', '<?xml ']) {
      expect(profileHasMarkup(filled(2048, 300, Buffer.from(tag)))).toBe(true);
      expect(profileHasMarkup(filled(2048, 300, utf16be(tag)))).toBe(true);
    }
    expect(profileHasMarkup(filled(2048, 300, Buffer.from('<3 <= 4')))).toBe(false);
  });
});
