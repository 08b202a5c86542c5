// The S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1, started and stopped by this file.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { mediaObjectsInFlight, media as mediaTable } from '@/db/schema';
import { hostile, makeImage } from './fixtures/images';
import { withFailingInserts } from './helpers/failing-inserts';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { startS3Server, type S3TestServer } from './helpers/s3-server';

const UPLOAD = '/api/public/agent/v1/media/upload';
const BUCKET = 'media-test';
let server: S3TestServer;
let endpoint: string;
let s3: S3Client;
let key: string;

interface Uploaded {
  media: { id: string; url: string; mimeType: string; fileSize: number };
}

function form(bytes: Uint8Array, name = 'photo.jpg') {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return data;
}

const bucketKeys = () => server.keys();

/**
 * An HTTP proxy in front of s3rver that answers the next `failures` object PUTs with 503 SlowDown, as a busy S3
 * does, and counts the PUTs it sees; everything else passes through.
 */
async function flakyProxy(failures: number): Promise<{ endpoint: string; puts: () => number; close: () => Promise<void> }> {
  let left = failures;
  let puts = 0;
  const upstream = new URL(endpoint);
  const proxy: Server = createServer((req, res) => {
    if (req.method === 'PUT') puts += 1;
    if (req.method === 'PUT' && left > 0) {
      left -= 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>');
      });
      return;
    }
    const onward = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    puts: () => puts,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

async function mediaCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mediaTable);
  return row!.count;
}

beforeAll(async () => {
  server = await startS3Server(BUCKET);
  ({ endpoint, s3 } = server);
  ({ key } = await createTestKey(['media:write']));
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(() => {
  for (const [name, value] of Object.entries(server.env)) vi.stubEnv(name, value);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('media upload to S3-compatible storage', () => {
  it('puts the object with its detected type and a year of caching, and links it under S3_PUBLIC_BASE_URL', async () => {
    vi.stubEnv('S3_PUBLIC_BASE_URL', 'https://cdn.example.com/assets/');
    const bytes = await makeImage('webp', 50, 40);
    const response = await call('POST', UPLOAD, { key, body: form(bytes, 'holiday.jpg') });
    expect(response.status).toBe(201);
    const { media } = await bodyOf<Uploaded>(response);
    expect(media.mimeType).toBe('image/webp');
    const objectKey = media.url.replace('https://cdn.example.com/assets/', '');
    expect(objectKey).toMatch(/^[0-9a-f-]{36}\.webp$/);

    // The app serves only the local driver's files; S3 objects are served by the bucket or its CDN.
    expect((await call('GET', `/media/${objectKey}`)).status).toBe(404);
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: objectKey }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
  });

  it('links path-style endpoint URLs when no public base is set, and the object is fetchable there', async () => {
    const bytes = await makeImage('png');
    const { media } = await bodyOf<Uploaded>(await call('POST', UPLOAD, { key, body: form(bytes) }));
    expect(media.url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    const fetched = await fetch(media.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('puts nothing in the bucket for a refused file', async () => {
    const before = await bucketKeys();
    const response = await call('POST', UPLOAD, { key, body: form(hostile.svgWithScript(), 'logo.svg') });
    expect(response.status).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('deletes the object again when the row cannot be saved', async () => {
    await withFailingInserts('media', async () => {
      const before = await bucketKeys();
      const response = await call('POST', UPLOAD, { key, body: form(await makeImage('jpeg')) });
      expect(response.status).toBe(500);
      expect(await bucketKeys()).toEqual(before);
    });
  });

  it('answers 502 and saves no row when the storage refuses the object (unknown bucket)', async () => {
    vi.stubEnv('S3_BUCKET', 'no-such-bucket');
    const before = await mediaCount();
    const response = await call('POST', UPLOAD, { key, body: form(await makeImage('jpeg')) });
    expect(response.status).toBe(502);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ error: 'upstream_failed', driver: 's3', reason: 'NoSuchBucket' });
    expect(JSON.stringify(body)).not.toContain('S3RVER');
    expect(await mediaCount()).toBe(before);
  });

  it('puts the object again from the staged file when the storage answers 503 once', async () => {
    const proxy = await flakyProxy(1);
    try {
      vi.stubEnv('S3_ENDPOINT', proxy.endpoint);
      const bytes = await makeImage('png', 300, 200);
      const response = await call('POST', UPLOAD, { key, body: form(bytes) });
      expect(response.status).toBe(201);
      expect(proxy.puts()).toBe(2);
      const objectKey = (await bodyOf<Uploaded>(response)).media.url.split('/').pop()!;
      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: objectKey }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('gives up after a second 503 with 502 and saves no row', async () => {
    const proxy = await flakyProxy(2);
    try {
      vi.stubEnv('S3_ENDPOINT', proxy.endpoint);
      const before = await mediaCount();
      const response = await call('POST', UPLOAD, { key, body: form(await makeImage('jpeg')) });
      expect(response.status).toBe(502);
      expect(await bodyOf(response)).toMatchObject({ error: 'upstream_failed', driver: 's3', reason: 'SlowDown' });
      expect(proxy.puts()).toBe(2);
      expect(await mediaCount()).toBe(before);
    } finally {
      await proxy.close();
    }
  });

  it('removes the object of an upload that crashed before its row was saved, in the media sweep', async () => {
    const crashed = '3c6b1f2e-8d4a-4e9b-a7c5-1f0e2d3c4b5a.png';
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: crashed, Body: await makeImage('png') }));
    const db = await getDb();
    await db.insert(mediaObjectsInFlight).values({
      storageKey: crashed,
      storageDriver: 's3',
      startedAt: new Date(Date.now() - 2 * 3600_000),
    });
    vi.stubEnv('CRON_SECRET', 'cron-secret-for-the-s3-sweep');
    const response = await call('GET', '/api/cron/media-sweep', {
      headers: { authorization: 'Bearer cron-secret-for-the-s3-sweep' },
    });
    expect(await bodyOf(response)).toEqual({ removed: 1, failed: 0, otherDriver: 0, partialFiles: 0, stagedFiles: 0, expiredUploads: 0 });
    expect(await bucketKeys()).not.toContain(crashed);
  });

  it('answers 503 when MEDIA_STORAGE=s3 is chosen without a bucket', async () => {
    vi.stubEnv('MEDIA_STORAGE', 's3');
    vi.stubEnv('S3_BUCKET', undefined);
    const response = await call('POST', UPLOAD, { key, body: form(await makeImage('jpeg')) });
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'storage_not_configured' });
  });
});
