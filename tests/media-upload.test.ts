import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { media as mediaTable } from '@/db/schema';
import sharp from 'sharp';
import { carriesMarkup, gifWithScreen, hostile, makeImage, pngWithMarkupInPixels, withMarkup, type Format } from './fixtures/images';
import { withFailingInserts } from './helpers/failing-inserts';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const UPLOAD = '/api/public/agent/v1/media/upload';
let dir: string;
let staging: string;
let key: string;

interface Uploaded {
  success: boolean;
  media: { id: string; url: string; mimeType: string; fileSize: number; width: number; height: number; filename: string };
}

function form(bytes: Uint8Array, name = 'image.bin', type = 'application/octet-stream', fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  data.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
}

const upload = (body: BodyInit, options: { key?: string; headers?: Record<string, string> } = {}) =>
  call('POST', UPLOAD, { key: options.key ?? key, body, headers: options.headers });

async function mediaCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mediaTable);
  return row!.count;
}

const storedFiles = async () => (await readdir(dir)).sort();

beforeAll(async () => {
  ({ key } = await createTestKey(['media:write']));
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-upload-'));
  staging = await mkdtemp(path.join(tmpdir(), 'media-staging-'));
  vi.stubEnv('MEDIA_LOCAL_DIR', dir);
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
});

afterEach(async () => {
  // Whatever the outcome (stored, refused, cut off), the request's staged copy of the file is gone.
  await expect.poll(() => readdir(staging)).toEqual([]);
  vi.unstubAllEnvs();
});

describe('POST /api/public/agent/v1/media/upload (local driver)', () => {
  it.each<[Format, string]>([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ])('stores a %s image and serves the same bytes at its URL', async (format, mimeType) => {
    const bytes = await makeImage(format, 33, 21);
    const response = await upload(form(bytes, `cover.${format}`, mimeType, { title: 'Cover', altText: 'Grey noise' }));
    expect(response.status).toBe(201);
    const body = await bodyOf<Uploaded>(response);
    expect(body).toMatchObject({
      success: true,
      media: { mimeType, fileSize: bytes.length, width: 33, height: 21, title: 'Cover', altText: 'Grey noise' },
    });
    expect(body.media.url).toMatch(new RegExp(`^/media/[0-9a-f-]{36}\\.${format === 'jpeg' ? 'jpg' : format}$`));

    const served = await call('GET', body.media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mimeType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('decides the type from the bytes and never uses the client filename as the key', async () => {
    const png = await makeImage('png');
    const response = await upload(form(png, '../../evil.gif', 'image/gif'));
    expect(response.status).toBe(201);
    const { media } = await bodyOf<Uploaded>(response);
    expect(media.mimeType).toBe('image/png');
    expect(media.filename).toBe('evil.gif');
    expect(media.url).not.toContain('evil');
    expect(await storedFiles()).toEqual([path.basename(media.url)]);
  });

  it('prefixes URLs with MEDIA_PUBLIC_BASE_URL when set', async () => {
    vi.stubEnv('MEDIA_PUBLIC_BASE_URL', 'https://cdn.example.com/');
    const { media } = await bodyOf<Uploaded>(await upload(form(await makeImage('webp'))));
    expect(media.url).toMatch(/^https:\/\/cdn\.example\.com\/media\/[0-9a-f-]{36}\.webp$/);
  });

  const hostileCases: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['a renamed ELF executable', () => hostile.elfRenamed(), 'photo.jpg', 'image/jpeg'],
    ['a renamed Windows executable', () => hostile.windowsExe(), 'photo.png', 'image/png'],
    ['an SVG with a script', () => hostile.svgWithScript(), 'logo.svg', 'image/svg+xml'],
    ['an HTML page named .png', () => hostile.html(), 'page.png', 'image/png'],
    ['a truncated JPEG', async () => hostile.truncated(await makeImage('jpeg', 80, 80)), 'cut.jpg', 'image/jpeg'],
    ['a truncated PNG', async () => hostile.truncated(await makeImage('png', 80, 80)), 'cut.png', 'image/png'],
    ['a GIF with HTML after its trailer', async () => hostile.withTrailingHtml(await makeImage('gif')), 'x.gif', 'image/gif'],
    ['a JPEG with a ZIP appended', async () => hostile.withTrailingZip(await makeImage('jpeg')), 'x.jpg', 'image/jpeg'],
    ['a PNG whose pixel bytes spell a script', () => pngWithMarkupInPixels(), 'x.png', 'image/png'],
    ['JPEG magic numbers on PNG data', () => hostile.jpegMagicPngBody(), 'x.jpg', 'image/jpeg'],
  ];

  it.each(hostileCases)('refuses %s with 415 and stores nothing', async (_name, make, filename, type) => {
    const before = await mediaCount();
    const response = await upload(form(await make(), filename, type));
    expect(response.status).toBe(415);
    expect(await bodyOf(response)).toMatchObject({ error: 'unsupported_media_type', requestId: expect.any(String) });
    expect(await mediaCount()).toBe(before);
    expect(await storedFiles()).toEqual([]);
  });

  it.each<[string, Format]>([
    ['PNG tEXt, zTXt, iTXt and a private chunk in UTF-16', 'png'],
    ['JPEG COM (ASCII and UTF-16), APP1 XMP and APP13', 'jpeg'],
    ['WebP XMP and EXIF', 'webp'],
    ['GIF comment, plain-text (UTF-16) and XMP extensions', 'gif'],
  ])('stores an image with markup in %s without it, pixels unchanged', async (_carriers, format) => {
    const bytes = await withMarkup[format]();
    expect(carriesMarkup(bytes)).toBe(true);
    const response = await upload(form(bytes, `hostile.${format}`));
    expect(response.status).toBe(201);
    const { media } = await bodyOf<Uploaded>(response);
    const stored = await readFile(path.join(dir, path.basename(media.url)));
    expect(carriesMarkup(stored)).toBe(false);
    expect(media.fileSize).toBe(stored.length);
    expect(stored.length).toBeLessThan(bytes.length);
    const decode = (image: Buffer) => sharp(image, { failOn: 'error' }).raw().toBuffer();
    expect((await decode(stored)).equals(await decode(bytes))).toBe(true);
  });

  it('refuses a GIF whose logical screen is 65535x65535 around a 16x16 frame (413, over the pixel cap)', async () => {
    const response = await upload(form(await gifWithScreen(65535, 65535), 'screen.gif', 'image/gif'));
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toMatchObject({ error: 'payload_too_large', maxPixels: 50_000_000 });
    expect(await storedFiles()).toEqual([]);
  });

  it('reports a GIF\'s logical screen as its size and refuses a frame outside it (415 canvas)', async () => {
    const { media } = await bodyOf<Uploaded>(await upload(form(await gifWithScreen(300, 200), 'wide.gif')));
    expect(media).toMatchObject({ width: 300, height: 200 });
    const outside = await upload(form(await gifWithScreen(8, 8), 'small.gif'));
    expect(outside.status).toBe(415);
    expect(await bodyOf(outside)).toMatchObject({ error: 'unsupported_media_type', reason: 'canvas' });
  });

  it('keeps a UTF-8 filename (raw header bytes or RFC 5987 filename*)', async () => {
    const png = await makeImage('png');
    const { media } = await bodyOf<Uploaded>(await upload(form(png, 'Café.png', 'image/png')));
    expect(media.filename).toBe('Café.png');
    const boundary = 'utf8-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Cafe.png"; filename*=UTF-8''Caf%C3%A9%20%E2%98%95.png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const starred = await upload(body, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect((await bodyOf<Uploaded>(starred)).media.filename).toBe('Café ☕.png');
    expect((await storedFiles()).every((name) => /^[0-9a-f-]{36}\.png$/.test(name))).toBe(true);
  });

  it('refuses a decompression bomb with 413', async () => {
    const response = await upload(form(await hostile.pixelBomb(), 'bomb.png', 'image/png'));
    expect(response.status).toBe(413);
  });

  it('answers 400 for a zero-byte file, a missing file field and a JSON body', async () => {
    const empty = await upload(form(hostile.zeroBytes(), 'empty.png', 'image/png'));
    expect(empty.status).toBe(400);
    expect(await bodyOf(empty)).toMatchObject({ error: 'invalid_payload', message: expect.stringMatching(/empty/) });

    const noFile = new FormData();
    noFile.append('title', 'just a title');
    expect((await upload(noFile)).status).toBe(400);

    const asJson = await call('POST', UPLOAD, { key, json: { file: 'aGVsbG8=' } });
    expect(asJson.status).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413, and accepts one of exactly the cap', async () => {
    const image = await makeImage('png', 120, 120);
    vi.stubEnv('MEDIA_MAX_BYTES', String(image.length));
    expect((await upload(form(image, 'fits.png', 'image/png'))).status).toBe(201);
    vi.stubEnv('MEDIA_MAX_BYTES', String(image.length - 1));
    const response = await upload(form(image, 'big.png', 'image/png'));
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toMatchObject({ error: 'payload_too_large', maxBytes: image.length - 1 });
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a declared Content-Length far over the cap before reading the body', async () => {
    vi.stubEnv('MEDIA_MAX_BYTES', '1000');
    const response = await upload(form(await makeImage('png', 8, 8)), { headers: { 'content-length': '50000000' } });
    expect(response.status).toBe(413);
  });

  it('refuses a body that stops arriving with 408 after MEDIA_UPLOAD_IDLE_TIMEOUT_MS, and removes its staged part', async () => {
    vi.stubEnv('MEDIA_UPLOAD_IDLE_TIMEOUT_MS', '300');
    const head = `--trickle\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\n\r\n`;
    const png = await makeImage('png', 64, 64);
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(Buffer.concat([Buffer.from(head), png.subarray(0, 100)])),
      cancel: () => void (cancelled = true),
    });
    // Generous next to the 300 ms; without an idle timeout the upload never answers.
    const hung = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 20 s')), 20_000).unref());
    const response = await Promise.race([upload(body, { headers: { 'content-type': 'multipart/form-data; boundary=trickle' } }), hung]);
    expect(response.status).toBe(408);
    expect(await bodyOf(response)).toMatchObject({ error: 'request_timeout', idleTimeoutMs: 300 });
    expect(cancelled).toBe(true);
  });

  it('needs a key (401) with the media:write scope (403)', async () => {
    const body = form(await makeImage('png'));
    const anonymous = await call('POST', UPLOAD, { body });
    expect(anonymous.status).toBe(401);
    const { key: readOnly } = await createTestKey(['blog:read']);
    const denied = await upload(form(await makeImage('png')), { key: readOnly });
    expect(denied.status).toBe(403);
    expect(await bodyOf(denied)).toMatchObject({ error: 'missing_scope', message: expect.stringContaining('media:write') });
  });

  it('answers 503 storage_not_configured when storage is switched off or the media or staging folder cannot be written', async () => {
    vi.stubEnv('MEDIA_STORAGE', 'none');
    const off = await upload(form(await makeImage('png')));
    expect(off.status).toBe(503);
    expect(await bodyOf(off)).toMatchObject({ error: 'storage_not_configured' });

    vi.stubEnv('MEDIA_STORAGE', undefined);
    const blocker = path.join(dir, 'not-a-dir');
    await writeFile(blocker, 'x');
    vi.stubEnv('MEDIA_LOCAL_DIR', path.join(blocker, 'media'));
    const readOnly = await upload(form(await makeImage('png')));
    expect(readOnly.status).toBe(503);
    expect(await bodyOf(readOnly)).toMatchObject({ error: 'storage_not_configured' });

    vi.stubEnv('MEDIA_LOCAL_DIR', dir);
    vi.stubEnv('MEDIA_STAGING_DIR', path.join(blocker, 'staging'));
    const noStaging = await upload(form(await makeImage('png')));
    expect(noStaging.status).toBe(503);
    expect(await bodyOf(noStaging)).toMatchObject({ error: 'storage_not_configured', reason: 'staging' });
  });

  it('leaves neither a row nor a file when saving the row fails after the file was written', async () => {
    await withFailingInserts('media', async (errorLog) => {
      const before = await mediaCount();
      const response = await upload(form(await makeImage('jpeg')));
      expect(response.status).toBe(500);
      expect(await mediaCount()).toBe(before);
      expect(await storedFiles()).toEqual([]);
      expect(errorLog).toHaveBeenCalledTimes(1);
    });
  });

  it('answers 405 for other methods', async () => {
    expect((await call('GET', UPLOAD, { key })).status).toBe(405);
  });
});

describe('GET /media/<key>', () => {
  it('answers 404 for unknown, malformed and traversing keys, 304 for a matching ETag, and HEAD', async () => {
    for (const target of ['/media/00000000-0000-4000-8000-000000000000.png', '/media/..%2F..%2Fpackage.json', '/media/x.svg']) {
      expect((await call('GET', target)).status).toBe(404);
    }
    const { media } = await bodyOf<Uploaded>(await upload(form(await makeImage('gif'))));
    const first = await call('GET', media.url);
    const etag = first.headers.get('etag')!;
    const again = await call('GET', media.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await call('HEAD', media.url);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(media.fileSize));
    expect(head.headers.get('content-security-policy')).toContain('sandbox');
    expect(await head.text()).toBe('');
    expect(await readFile(path.join(dir, path.basename(media.url)))).toHaveLength(media.fileSize);
  });
});
