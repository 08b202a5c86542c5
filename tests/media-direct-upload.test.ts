// Direct uploads with the local driver, through HTTP: start, PUT the bytes to this app's address, complete; every
// error path of the three steps, refused bytes removed, and the media sweep removing uploads never completed.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { media as mediaTable } from '@/db/schema';
import { hostile, makeImage } from './fixtures/images';
import { complete, expireUpload, startUpload, ticketFor, UPLOADS, type Completed, type Ticket } from './helpers/direct-upload';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const SECRET = 'cron-secret-for-direct-uploads';
let dir: string;
let staging: string;
let key: string;
let otherKey: string;

const incoming = async () => readdir(path.join(dir, '.incoming')).catch(() => []);
const storedFiles = async () => (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();

/** PUTs `body` to the ticket's address with its headers, or with the overrides. */
function put(ticket: Ticket, bytes: Uint8Array | null, headers: Record<string, string> = {}, url = ticket.uploadUrl) {
  return call('PUT', url, { headers: { ...ticket.headers, ...headers }, body: bytes ? new Uint8Array(bytes) : undefined });
}

async function mediaCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mediaTable);
  return row!.count;
}

/** A body of `bytes` that announces no length (chunked), so only counting it can tell its size. */
function unsized(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

beforeAll(async () => {
  ({ key } = await createTestKey(['media:write']));
  ({ key: otherKey } = await createTestKey(['media:write']));
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'direct-upload-'));
  staging = await mkdtemp(path.join(tmpdir(), 'direct-upload-staging-'));
  vi.stubEnv('MEDIA_LOCAL_DIR', dir);
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
  vi.stubEnv('CRON_SECRET', SECRET);
});

afterEach(async () => {
  await expect.poll(() => readdir(staging)).toEqual([]);
  vi.unstubAllEnvs();
});

describe('direct upload, local storage: the whole flow', () => {
  it('stores a real image sent to its address and answers the multipart upload body', async () => {
    const bytes = await makeImage('jpeg', 120, 80);
    const started = await startUpload(key, {
      filename: 'dir/Beach\u202E.jpg',
      mimeType: 'image/jpeg',
      fileSize: bytes.length,
      title: ' Beach ',
      altText: 'Grey noise',
    });
    expect(started.status).toBe(201);
    expect(started.headers.get('x-ratelimit-limit')).toBe('60');
    const ticket = await bodyOf<Ticket>(started);
    expect(ticket).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      uploadUrl: expect.stringMatching(new RegExp(`^http://localhost:3000${UPLOADS}/${ticket.id}/content\\?token=[\\w-]{43}$`)),
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length) },
      expiresAt: expect.any(String),
    });
    const ttl = Date.parse(ticket.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(800_000);
    expect(ttl).toBeLessThanOrEqual(900_000);

    const sent = await put(ticket, bytes);
    expect(sent.status).toBe(204);
    expect(sent.headers.get('x-ratelimit-limit')).toBe('60');
    expect(await incoming()).toHaveLength(1);

    const done = await complete(key, ticket.id);
    expect(done.status).toBe(201);
    const body = await bodyOf<Completed>(done);
    expect(body).toMatchObject({
      success: true,
      media: { mimeType: 'image/jpeg', fileSize: bytes.length, width: 120, height: 80, filename: 'Beach.jpg', title: 'Beach', altText: 'Grey noise' },
    });
    const served = await call('GET', body.media.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Only the checked copy is kept.
    expect(await incoming()).toEqual([]);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('strips metadata like the multipart route: the stored copy loses a PNG text chunk', async () => {
    const clean = await makeImage('png', 20, 20);
    const withText = Buffer.concat([clean.subarray(0, 33), textChunk('Comment', 'secret notes'), clean.subarray(33)]);
    const ticket = await ticketFor(key, withText);
    expect((await put(ticket, withText)).status).toBe(204);
    const { media } = await bodyOf<Completed>(await complete(key, ticket.id));
    const stored = await readFile(path.join(dir, path.basename(media.url)));
    expect(stored.includes(Buffer.from('secret notes'))).toBe(false);
    expect(stored.equals(clean)).toBe(true);
  });
});

describe('POST /api/public/agent/v1/media/uploads: declaring the file', () => {
  it('refuses bad declarations: 400 for the shape, 413 over MEDIA_MAX_BYTES, 415 for another type', async () => {
    const valid = { filename: 'a.png', mimeType: 'image/png', fileSize: 100 };
    for (const declared of [
      { ...valid, fileSize: 0 },
      { ...valid, fileSize: 1.5 },
      { ...valid, fileSize: '100' },
      { mimeType: 'image/png', fileSize: 100 },
      { ...valid, filename: 'x'.repeat(256) },
      { ...valid, title: 'a\u0000b' },
    ]) {
      const response = await call('POST', UPLOADS, { key, json: declared });
      expect({ declared, status: response.status }).toEqual({ declared, status: 400 });
      expect(await bodyOf(response)).toMatchObject({ error: 'invalid_payload' });
    }
    const malformed = await call('POST', UPLOADS, { key, body: '{"filename":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);

    vi.stubEnv('MEDIA_MAX_BYTES', '1000');
    expect(await bodyOf(await startUpload(key, { ...valid, fileSize: 1000 }))).toMatchObject({ method: 'PUT' });
    const tooLarge = await startUpload(key, { ...valid, fileSize: 1001 });
    expect(tooLarge.status).toBe(413);
    expect(await bodyOf(tooLarge)).toMatchObject({ error: 'payload_too_large', maxBytes: 1000 });

    for (const mimeType of ['image/svg+xml', 'text/html', 'application/octet-stream']) {
      const refused = await startUpload(key, { ...valid, mimeType });
      expect(refused.status).toBe(415);
      expect(await bodyOf(refused)).toMatchObject({ error: 'unsupported_media_type', reason: 'type' });
    }
    // Types compare without regard to case, as in HTTP.
    expect((await startUpload(key, { ...valid, mimeType: 'Image/PNG' })).status).toBe(201);
  });

  it('needs a key with media:write (401, 403) and answers 503 without storage', async () => {
    const declared = { filename: 'a.png', mimeType: 'image/png', fileSize: 100 };
    expect((await call('POST', UPLOADS, { json: declared })).status).toBe(401);
    const { key: reader } = await createTestKey(['tasks:read']);
    expect((await startUpload(reader, declared)).status).toBe(403);
    vi.stubEnv('MEDIA_STORAGE', 'none');
    const response = await startUpload(key, declared);
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'storage_not_configured' });
  });
});

describe('PUT .../uploads/{id}/content: the local address takes exactly the declared bytes once', () => {
  it('refuses another Content-Type (415), more bytes (413) and fewer (400), and then still takes the right ones', async () => {
    const bytes = await makeImage('png', 30, 30);
    const ticket = await ticketFor(key, bytes);
    const wrongType = await put(ticket, bytes, { 'Content-Type': 'image/jpeg' });
    expect(wrongType.status).toBe(415);
    expect(await bodyOf(wrongType)).toMatchObject({ error: 'unsupported_media_type', declared: 'image/png', sent: 'image/jpeg' });
    expect((await put(ticket, bytes, { 'Content-Type': 'text/html' })).status).toBe(415);

    const longer = Buffer.concat([bytes, Buffer.from('<html>')]);
    const announcedLonger = await put(ticket, longer, { 'Content-Length': String(longer.length) });
    expect(announcedLonger.status).toBe(413);
    expect(await bodyOf(announcedLonger)).toMatchObject({ error: 'payload_too_large', declaredBytes: bytes.length });
    // Without a length to check first, the count refuses the body as soon as it crosses the declared size.
    const unannounced = await call('PUT', ticket.uploadUrl, { headers: { 'Content-Type': 'image/png' }, body: unsized(longer) });
    expect(unannounced.status).toBe(413);
    const shorter = await call('PUT', ticket.uploadUrl, { headers: { 'Content-Type': 'image/png' }, body: unsized(bytes.subarray(1)) });
    expect(shorter.status).toBe(400);
    expect(await bodyOf(shorter)).toMatchObject({ error: 'invalid_payload' });
    expect((await put(ticket, null, { 'Content-Length': '0' })).status).toBe(400);
    expect(await incoming()).toEqual([]);

    expect((await put(ticket, bytes)).status).toBe(204);
    expect((await complete(key, ticket.id)).status).toBe(201);
  });

  it('refuses a second PUT (409), a wrong token, an unknown or expired upload (404)', async () => {
    const bytes = await makeImage('png', 10, 10);
    const ticket = await ticketFor(key, bytes);
    const url = new URL(ticket.uploadUrl);
    const withToken = (token: string) => `${url.pathname}?token=${token}`;
    const token = url.searchParams.get('token')!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const target of [withToken(wrong), withToken(''), withToken('short'), url.pathname]) {
      const response = await put(ticket, bytes, {}, target);
      expect({ target, status: response.status }).toEqual({ target, status: target === url.pathname ? 400 : 404 });
    }
    const otherUpload = await ticketFor(key, bytes);
    const otherToken = new URL(otherUpload.uploadUrl).searchParams.get('token')!;
    expect((await put(ticket, bytes, {}, withToken(otherToken))).status).toBe(404);
    const unknownId = `${UPLOADS}/00000000-0000-4000-8000-000000000000/content?token=${token}`;
    expect((await put(ticket, bytes, {}, unknownId)).status).toBe(404);
    expect((await put(ticket, bytes, {}, `${UPLOADS}/not-a-uuid/content?token=${token}`)).status).toBe(404);

    expect((await put(ticket, bytes)).status).toBe(204);
    const again = await put(ticket, bytes);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({ error: 'conflict', reason: 'already_received' });

    await expireUpload(otherUpload.id, 1000);
    const expired = await put(otherUpload, bytes);
    expect(expired.status).toBe(404);
    expect(await bodyOf(expired)).toMatchObject({ error: 'not_found' });
  });

  it('is not an address of S3 uploads (404), and other methods are 405', async () => {
    const bytes = await makeImage('png', 10, 10);
    const ticket = await ticketFor(key, bytes);
    vi.stubEnv('S3_BUCKET', 'some-bucket');
    expect((await put(ticket, bytes)).status).toBe(404);
    vi.stubEnv('S3_BUCKET', undefined);
    const post = await call('POST', ticket.uploadUrl, { body: new Uint8Array(bytes) });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('PUT, OPTIONS');
  });
});

describe('POST .../uploads/{id}/complete', () => {
  it('is 409 before the bytes arrived and for a second complete, 404 for an unknown id, another key or after expiry', async () => {
    const bytes = await makeImage('webp', 16, 16);
    const ticket = await ticketFor(key, bytes, { mimeType: 'image/webp' });
    const early = await complete(key, ticket.id);
    expect(early.status).toBe(409);
    expect(await bodyOf(early)).toMatchObject({ error: 'conflict', reason: 'not_received' });
    expect((await put(ticket, bytes)).status).toBe(204);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await complete(key, id);
      expect(unknown.status).toBe(404);
      expect(await bodyOf(unknown)).toMatchObject({ error: 'not_found' });
    }
    expect((await complete(otherKey, ticket.id)).status).toBe(404);
    expect((await call('POST', `${UPLOADS}/${ticket.id}/complete`)).status).toBe(401);

    const first = await complete(key, ticket.id);
    expect(first.status).toBe(201);
    const { media } = await bodyOf<Completed>(first);
    const second = await complete(key, ticket.id);
    expect(second.status).toBe(409);
    expect(await bodyOf(second)).toMatchObject({ error: 'conflict', reason: 'completed', mediaId: media.id });
    expect(await mediaCount()).toBeGreaterThan(0);

    const late = await ticketFor(key, bytes, { mimeType: 'image/webp' });
    expect((await put(late, bytes)).status).toBe(204);
    await expireUpload(late.id, 1000);
    expect((await complete(key, late.id)).status).toBe(404);
  });

  it.each([
    ['a script declared as a PNG', async () => hostile.svgWithScript(), 'image/png', 415, 'type'],
    ['a JPEG declared as a PNG', async () => makeImage('jpeg', 20, 20), 'image/png', 415, 'declared_type'],
    ['an image with HTML after its end', async () => hostile.withTrailingHtml(await makeImage('png')), 'image/png', 415, 'trailing_data'],
    ['a truncated image', async () => hostile.truncated(await makeImage('gif', 40, 40)), 'image/gif', 415, 'truncated'],
    ['a canvas over the pixel cap', hostile.pixelBomb, 'image/png', 413, undefined],
  ])('refuses %s like the multipart route, removes the bytes and stays refused', async (_name, make, mimeType, status, reason) => {
    const bytes = await make();
    const before = await mediaCount();
    const ticket = await ticketFor(key, bytes, { mimeType });
    expect((await put(ticket, bytes)).status).toBe(204);
    expect(await incoming()).toHaveLength(1);
    const response = await complete(key, ticket.id);
    expect(response.status).toBe(status);
    if (reason) expect(await bodyOf(response)).toMatchObject({ error: 'unsupported_media_type', reason });
    expect(await incoming()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(await mediaCount()).toBe(before);
    const again = await complete(key, ticket.id);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({ error: 'conflict', reason: 'refused' });
  });
});

describe('the media sweep', () => {
  it('removes an upload never completed, with its bytes, an hour after it expired', async () => {
    const bytes = await makeImage('png', 12, 12);
    const abandoned = await ticketFor(key, bytes);
    const recent = await ticketFor(key, bytes);
    for (const ticket of [abandoned, recent]) expect((await put(ticket, bytes)).status).toBe(204);
    await expireUpload(abandoned.id, 2 * 3600_000);
    const sweep = await call('GET', '/api/cron/media-sweep', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(sweep.status).toBe(200);
    expect(await bodyOf(sweep)).toMatchObject({ expiredUploads: 1, failed: 0 });
    expect(await incoming()).toHaveLength(1);
    expect((await complete(key, abandoned.id)).status).toBe(404);
    expect((await complete(key, recent.id)).status).toBe(201);
    expect(await bodyOf(await call('GET', '/api/cron/media-sweep', { headers: { authorization: `Bearer ${SECRET}` } })))
      .toMatchObject({ expiredUploads: 0 });
  });
});

/** A PNG tEXt chunk (CRC unchecked by the strip, which drops the chunk whole). */
function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from('tEXt'), data, Buffer.alloc(4)]);
}
