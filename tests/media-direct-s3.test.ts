// Direct uploads with S3-compatible storage (s3rver on 127.0.0.1), through HTTP: the presigned PUT goes straight to the
// bucket, completing checks the object like a multipart upload, refused objects are deleted, the sweep removes objects
// of uploads never completed.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostile, makeImage } from './fixtures/images';
import { complete, expireUpload, ticketFor, type Completed, type Ticket } from './helpers/direct-upload';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { startS3Server, type S3TestServer } from './helpers/s3-server';

const SECRET = 'cron-secret-for-direct-s3-uploads';
let server: S3TestServer;
let staging: string;
let key: string;
let otherKey: string;

/** The client's PUT to the presigned URL, straight to the bucket. */
const send = (ticket: Ticket, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  fetch(ticket.uploadUrl, { method: 'PUT', headers: { ...ticket.headers, ...headers }, body: new Uint8Array(bytes) });

const incomingKeys = async () => (await server.keys()).filter((name) => name.startsWith('incoming/'));

beforeAll(async () => {
  server = await startS3Server('direct-uploads');
  ({ key } = await createTestKey(['media:write']));
  ({ key: otherKey } = await createTestKey(['media:write']));
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  for (const [name, value] of Object.entries(server.env)) vi.stubEnv(name, value);
  staging = await mkdtemp(path.join(tmpdir(), 'direct-s3-staging-'));
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
  vi.stubEnv('CRON_SECRET', SECRET);
});

afterEach(async () => {
  // The object was read through a staged copy, removed on every path.
  await expect.poll(() => readdir(staging)).toEqual([]);
  vi.unstubAllEnvs();
});

describe('direct upload, S3 storage', () => {
  it('hands out a presigned PUT signed for the type and size, and stores the object sent there', async () => {
    const bytes = await makeImage('png', 200, 150);
    const ticket = await ticketFor(key, bytes, { filename: 'chart.png', title: 'Chart' });
    const url = new URL(ticket.uploadUrl);
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${server.endpoint}/direct-uploads/incoming/[0-9a-f-]{36}$`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png', 'Content-Length': String(bytes.length) });
    // The bytes never pass through the app.
    expect((await send(ticket, bytes)).status).toBe(200);

    const done = await complete(key, ticket.id);
    expect(done.status).toBe(201);
    const { media } = await bodyOf<Completed>(done);
    expect(media).toMatchObject({ mimeType: 'image/png', fileSize: bytes.length, width: 200, height: 150, filename: 'chart.png' });
    expect(media.url).toMatch(new RegExp(`^${server.endpoint}/direct-uploads/[0-9a-f-]{36}\\.png$`));
    const object = await server.s3.send(new GetObjectCommand({ Bucket: server.bucket, Key: media.url.split('/').pop()! }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    // The object as sent is deleted once its checked copy is stored.
    expect(await incomingKeys()).toEqual([]);

    const second = await complete(key, ticket.id);
    expect(second.status).toBe(409);
    expect(await bodyOf(second)).toMatchObject({ error: 'conflict', reason: 'completed', mediaId: media.id });
  });

  it('is 409 before the object arrived, 404 for another key, and completes once it is there', async () => {
    const bytes = await makeImage('jpeg', 64, 64);
    const ticket = await ticketFor(key, bytes, { mimeType: 'image/jpeg' });
    const early = await complete(key, ticket.id);
    expect(early.status).toBe(409);
    expect(await bodyOf(early)).toMatchObject({ error: 'conflict', reason: 'not_received' });
    expect((await send(ticket, bytes)).status).toBe(200);
    expect((await complete(otherKey, ticket.id)).status).toBe(404);
    expect((await complete(key, ticket.id)).status).toBe(201);
  });

  it('deletes a refused object from the bucket: not an image, another type than declared, more bytes than declared', async () => {
    const png = await makeImage('png', 20, 20);
    const cases: [Uint8Array, string, number, Uint8Array?][] = [
      [hostile.html(), 'image/png', 415],
      [await makeImage('gif', 20, 20), 'image/png', 415],
      // s3rver does not check the signature; AWS would refuse this PUT itself (SignatureDoesNotMatch).
      [Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]), 'image/png', 413, png],
    ];
    for (const [bytes, mimeType, status, declared] of cases) {
      const ticket = await ticketFor(key, declared ?? bytes, { mimeType });
      expect((await send(ticket, bytes, { 'Content-Length': String(bytes.length) })).status).toBe(200);
      expect(await incomingKeys()).toHaveLength(1);
      const before = await server.keys();
      const response = await complete(key, ticket.id);
      expect({ mimeType, status: response.status }).toEqual({ mimeType, status });
      expect(await incomingKeys()).toEqual([]);
      expect(await server.keys()).toEqual(before.filter((name) => !name.startsWith('incoming/')));
      expect(await bodyOf(await complete(key, ticket.id))).toMatchObject({ error: 'conflict', reason: 'refused' });
    }
  });

  it('refuses the local PUT address (404) and expired uploads (404)', async () => {
    const bytes = await makeImage('webp', 10, 10);
    const ticket = await ticketFor(key, bytes, { mimeType: 'image/webp' });
    const local = `/api/public/agent/v1/media/uploads/${ticket.id}/content?token=${'A'.repeat(43)}`;
    expect((await call('PUT', local, { headers: ticket.headers, body: new Uint8Array(bytes) })).status).toBe(404);
    expect((await send(ticket, bytes)).status).toBe(200);
    await expireUpload(ticket.id, 1000);
    expect((await complete(key, ticket.id)).status).toBe(404);
  });

  it('sweeps the object of an upload never completed an hour after it expired', async () => {
    const bytes = await makeImage('png', 10, 10);
    const ticket = await ticketFor(key, bytes);
    const objectKey = new URL(ticket.uploadUrl).pathname.split('/').slice(2).join('/');
    expect((await send(ticket, bytes)).status).toBe(200);
    expect(await incomingKeys()).toContain(objectKey);
    await expireUpload(ticket.id, 2 * 3600_000);
    const sweep = await call('GET', '/api/cron/media-sweep', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(await bodyOf(sweep)).toMatchObject({ expiredUploads: 1, failed: 0 });
    expect(await incomingKeys()).not.toContain(objectKey);
    expect((await complete(key, ticket.id)).status).toBe(404);
  });
});
