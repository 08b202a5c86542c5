import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { DISCARD_FACTOR, MULTIPART_OVERHEAD_BYTES, readUploadForm } from './multipart';
import { discardStaged } from './staged-file';

const MAX = 64 * 1024;
const IDLE = 15_000;

async function encode(form: FormData) {
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  return { contentType: request.headers.get('content-type')!, bytes };
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

async function parse(form: FormData, maxBytes = MAX) {
  const { contentType, bytes } = await encode(form);
  return readUploadForm({ contentType, contentLength: bytes.byteLength, body: streamOf(bytes), maxBytes, idleTimeoutMs: IDLE });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const fileOf = (size: number, name = 'photo.jpg') => new File([new Uint8Array(size).fill(7)], name);

let staging: string;
const stagedFiles = () => readdir(staging);

beforeEach(async () => {
  staging = await mkdtemp(path.join(tmpdir(), 'multipart-staging-'));
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
});

afterEach(async () => {
  // Every path of readUploadForm either hands the staged file to the caller or removes it.
  expect(await stagedFiles()).toEqual([]);
  vi.unstubAllEnvs();
  await rm(staging, { recursive: true, force: true });
});

/** Reads and discards the staged file, as the upload service does once the image is stored. */
async function staged(result: Awaited<ReturnType<typeof readUploadForm>>): Promise<Buffer> {
  const bytes = await readFile(result.file.path);
  await discardStaged(result.file);
  return bytes;
}

describe('readUploadForm', () => {
  it('stages the file with its size and returns the text fields, the filename stripped of any path', async () => {
    const form = new FormData();
    form.append('title', '  Cover  ');
    form.append('altText', 'A red bicycle');
    form.append('file', fileOf(1000, '../../etc/passwd'));
    const result = await parse(form);
    expect(path.dirname(result.file.path)).toBe(staging);
    expect(result.file.size).toBe(1000);
    expect(result.file.filename).toBe('passwd');
    expect(result.fields).toEqual({ title: 'Cover', altText: 'A red bicycle' });
    expect(await staged(result)).toEqual(Buffer.alloc(1000, 7));
  });

  it('keeps UTF-8 filenames, from the raw header or RFC 5987 filename*, without bidi or control characters', async () => {
    const raw = (disposition: string) => {
      const head = `--B\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n\r\n`;
      const bytes = Buffer.concat([Buffer.from(head, 'utf8'), Buffer.alloc(10, 7), Buffer.from('\r\n--B--\r\n')]);
      return readUploadForm({ contentType: 'multipart/form-data; boundary=B', contentLength: bytes.length, body: streamOf(bytes), maxBytes: MAX, idleTimeoutMs: IDLE });
    };
    const names = [];
    for (const disposition of [
      'filename="Café.png"',
      `filename="Cafe.png"; filename*=UTF-8''Caf%C3%A9.png`,
      'filename="Cafe\u0301.png"',
      'filename="photo\u202Egnp.exe"',
      `filename="${'é'.repeat(254)}😀😀"`,
    ]) {
      const result = await raw(disposition);
      names.push(result.file.filename);
      await discardStaged(result.file);
    }
    expect(names).toEqual(['Café.png', 'Café.png', 'Café.png', 'photognp.exe', `${'é'.repeat(254)}😀`]);
  });

  it('removes staged files over an hour old, left by a process that died mid-upload, on first use of the folder', async () => {
    const old = path.join(staging, 'left-by-a-crash.staged');
    const recent = path.join(staging, 'another-upload-in-flight.staged');
    const unrelated = path.join(staging, 'notes.txt');
    for (const file of [old, recent, unrelated]) await writeFile(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await utimes(unrelated, twoHoursAgo, twoHoursAgo);
    const form = new FormData();
    form.append('file', fileOf(10));
    await staged(await parse(form));
    expect((await stagedFiles()).sort()).toEqual(['another-upload-in-flight.staged', 'notes.txt']);
    await rm(recent);
    await rm(unrelated);
  });

  it('sweeps the folder again on the way into an upload once an hour has passed since the last sweep', async () => {
    const once = async () => {
      const form = new FormData();
      form.append('file', fileOf(10));
      await staged(await parse(form));
    };
    const leftover = async () => {
      const file = path.join(staging, `${Math.random()}.staged`);
      await writeFile(file, 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      await utimes(file, twoHoursAgo, twoHoursAgo);
    };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 3600_000 });
    try {
      await once();
      await leftover();
      await once();
      expect(await stagedFiles()).toHaveLength(1);
      vi.setSystemTime(Date.now() + 3600_000 + 1000);
      await once();
      expect(await stagedFiles()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a file of exactly the cap and refuses one byte more with 413', async () => {
    const exact = new FormData();
    exact.append('file', fileOf(MAX));
    expect((await staged(await parse(exact))).byteLength).toBe(MAX);
    const over = new FormData();
    over.append('file', fileOf(MAX + 1));
    expect((await failure(parse(over))).code).toBe('payload_too_large');
  });

  it('refuses a declared Content-Length over the cap before parsing the body', async () => {
    const body = new ReadableStream<Uint8Array>();
    const error = await failure(
      readUploadForm({
        contentType: 'multipart/form-data; boundary=x',
        contentLength: MAX + MULTIPART_OVERHEAD_BYTES + 1,
        body,
        maxBytes: MAX,
        idleTimeoutMs: IDLE,
      }),
    );
    expect(error.code).toBe('payload_too_large');
  });

  it('stops reading an oversize body (sent without Content-Length) soon after the cap and cancels it', async () => {
    const boundary = 'BOUNDARY123';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const chunk = new Uint8Array(16 * 1024).fill(1);
    let sent = 0;
    let cancelled = false;
    const total = 50 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const error = await failure(
      readUploadForm({ contentType: `multipart/form-data; boundary=${boundary}`, contentLength: null, body, maxBytes: MAX, idleTimeoutMs: IDLE }),
    );
    expect(error.code).toBe('payload_too_large');
    // The rest is read and dropped up to DISCARD_FACTOR x the cap (so the client can read the 413), then cut.
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(sent).toBeGreaterThan(MAX);
    expect(sent).toBeLessThan((DISCARD_FACTOR + 1) * MAX + MULTIPART_OVERHEAD_BYTES + 4 * chunk.byteLength);
  });

  it('stages the whole file when the declared length is smaller than the body', async () => {
    const data = new FormData();
    data.append('file', fileOf(5000));
    const { contentType, bytes } = await encode(data);
    const result = await readUploadForm({ contentType, contentLength: 100, body: streamOf(bytes), maxBytes: MAX, idleTimeoutMs: IDLE });
    expect(await staged(result)).toEqual(Buffer.alloc(5000, 7));
  });

  it('needs the field "file", exactly once, and a non-empty file', async () => {
    const missing = new FormData();
    missing.append('title', 'no file');
    expect((await failure(parse(missing))).message).toMatch(/"file" is required/);

    const wrongName = new FormData();
    wrongName.append('image', fileOf(10));
    expect((await failure(parse(wrongName))).code).toBe('invalid_payload');

    const twice = new FormData();
    twice.append('file', fileOf(10));
    twice.append('file', fileOf(10));
    expect((await failure(parse(twice))).code).toBe('invalid_payload');

    const empty = new FormData();
    empty.append('file', fileOf(0));
    expect((await failure(parse(empty))).message).toMatch(/empty/);
  });

  it('refuses JSON, a missing boundary, a malformed body and an over-long text field with 400', async () => {
    const json = await failure(
      readUploadForm({ contentType: 'application/json', contentLength: 2, body: streamOf(new Uint8Array(2)), maxBytes: MAX, idleTimeoutMs: IDLE }),
    );
    expect(json.code).toBe('invalid_payload');
    const noBoundary = await failure(
      readUploadForm({ contentType: 'multipart/form-data;', contentLength: 2, body: streamOf(new Uint8Array(2)), maxBytes: MAX, idleTimeoutMs: IDLE }),
    );
    expect(noBoundary.code).toBe('invalid_payload');
    const { contentType, bytes } = await encode(Object.assign(new FormData(), {}));
    const cut = new TextEncoder().encode(`--${contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`);
    const malformed = await failure(
      readUploadForm({ contentType, contentLength: bytes.byteLength, body: streamOf(cut), maxBytes: MAX, idleTimeoutMs: IDLE }),
    );
    expect(malformed.code).toBe('invalid_payload');
    const long = new FormData();
    long.append('altText', 'x'.repeat(1001));
    long.append('file', fileOf(10));
    expect((await failure(parse(long))).message).toMatch(/altText/);
  });
});
