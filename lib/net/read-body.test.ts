import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readCappedBody } from './read-body';

const MiB = 1024 * 1024;

// Serves `data` in 16 KiB pieces and counts how much of it the reader actually pulled.
function metered(data: Buffer) {
  const meter = { pulled: 0 };
  async function* pieces() {
    for (let offset = 0; offset < data.length; offset += 16 * 1024) {
      const piece = data.subarray(offset, offset + 16 * 1024);
      meter.pulled += piece.length;
      yield piece;
    }
  }
  return { stream: Readable.from(pieces()), meter };
}

describe('readCappedBody', () => {
  it('stops pulling a gzip bomb soon after the decoded size passes the cap', async () => {
    const member = gzipSync(Buffer.alloc(16 * MiB), { level: 9 });
    const bomb = Buffer.concat(new Array<Buffer>(64).fill(member));
    const { stream, meter } = metered(bomb);
    await expect(readCappedBody(stream, 'gzip', MiB)).rejects.toMatchObject({ extra: { reason: 'too_large' } });
    // 1 MiB decoded needs about 1 KiB of this bomb; stream buffering may pull a little more, never the ~1 MiB.
    expect(meter.pulled).toBeLessThan(bomb.length / 10);
    expect(stream.destroyed).toBe(true);
  });

  it('caps raw bytes too, so input that decodes to nothing cannot stream forever', async () => {
    const empty = gzipSync(Buffer.alloc(0));
    const { stream, meter } = metered(Buffer.concat(new Array<Buffer>(10_000).fill(empty)));
    await expect(readCappedBody(stream, 'gzip', 64 * 1024)).rejects.toMatchObject({ extra: { reason: 'too_large' } });
    expect(meter.pulled).toBeLessThan(200 * 1024);
  });

  it('returns the decoded bytes when under the cap, treating identity as no coding', async () => {
    const text = Buffer.from('emoji '.repeat(1000));
    await expect(readCappedBody(Readable.from([gzipSync(text)]), 'GZIP', text.length)).resolves.toEqual(
      new Uint8Array(text),
    );
    await expect(readCappedBody(Readable.from([text]), 'identity', text.length)).resolves.toEqual(new Uint8Array(text));
    await expect(readCappedBody(Readable.from([]), undefined, 10)).resolves.toEqual(new Uint8Array(0));
  });
});
