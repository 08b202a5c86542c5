// Cover images of posts: featured media, ingest of an external imageUrl through the guarded fetch (a local
// server stands in for the internet via the test transport), passthrough, and every way an ingest can fail.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@/lib/net/test-server';
import { useTestTransport, type TestTransportLog } from '@/lib/net/test-transport';
import { HOSTILE_URLS } from '@/lib/net/url-cases.fixture';
import { carriesMarkup, hostile, makeImage, withMarkup } from './fixtures/images';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const PUBLISH = '/api/blog/publish';
let key: string;
let server: TestServer;
let transport: TestTransportLog;
let dir: string;
const served = new Map<string, (response: ServerResponse) => void>();
let png: Buffer;

interface WriteBody {
  created: boolean;
  post: { id: string; slug: string; imageUrl: string | null; coverImage: string | null; featuredMediaId: string | null };
  image: { status: string; mediaId?: string; url?: string; reason?: string; error?: string; message?: string };
}

const slugOf = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const publish = async (json: Record<string, unknown>) =>
  call('POST', PUBLISH, { key, json: { title: 'With image', content: 'Body', ...json } });
const send = (type: string, body: Buffer | string, status = 200) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
};

beforeAll(async () => {
  ({ key } = await createTestKey(['blog:write', 'blog:read', 'media:write']));
  png = await makeImage('png', 30, 20);
  server = await startTestServer((request, response) => {
    const handler = served.get(request.url ?? '');
    if (handler) handler(response);
    else send('text/plain', 'not found', 404)(response);
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'blog-images-'));
  vi.stubEnv('MEDIA_LOCAL_DIR', dir);
  // The hostile-URL table alone sends about a hundred writes with one key.
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000');
  transport = useTestTransport({ connect: { port: server.port } });
});

afterEach(() => {
  useTestTransport(null);
  served.clear();
  vi.unstubAllEnvs();
});

describe('featuredMediaId', () => {
  it('links an uploaded media item as the cover, and it wins over imageUrl (no download)', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'cover.png'));
    const { media } = await bodyOf<{ media: { id: string; url: string } }>(
      await call('POST', '/api/public/agent/v1/media/upload', { key, body: form }),
    );
    const response = await publish({
      slug: slugOf('featured'),
      featuredMediaId: media.id,
      imageUrl: 'https://images.example.com/other.png',
    });
    expect(response.status).toBe(201);
    const body = await bodyOf<WriteBody>(response);
    expect(body.image).toEqual({ status: 'featured_media', mediaId: media.id, url: media.url });
    expect(body.post).toMatchObject({ featuredMediaId: media.id, coverImage: media.url });
    expect(transport.connects).toEqual([]);
  });

  it('refuses a featuredMediaId that names no media item with 400 and saves nothing', async () => {
    const slug = slugOf('missing-media');
    const response = await publish({ slug, featuredMediaId: randomUUID() });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ error: 'invalid_payload', details: [{ path: 'body.featuredMediaId' }] });
    expect((await call('GET', `${PUBLISH}?slug=${slug}`, { key })).status).toBe(404);
  });
});

describe('imageUrl ingest', () => {
  it('downloads the image, stores it as media and links it; the same URL again is not downloaded twice', async () => {
    served.set('/cover.png', send('image/png', png));
    const slug = slugOf('ingest');
    const body = await bodyOf<WriteBody>(await publish({ slug, imageUrl: 'https://images.example.com/cover.png' }));
    expect(body.image).toMatchObject({ status: 'ingested', mediaId: expect.any(String) });
    expect(body.post.coverImage).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(body.post).toMatchObject({ featuredMediaId: body.image.mediaId, imageUrl: 'https://images.example.com/cover.png' });
    expect(transport.connects).toHaveLength(1);
    expect(await readdir(dir)).toEqual([path.basename(body.post.coverImage!)]);

    const again = await bodyOf<WriteBody>(await publish({ slug, imageUrl: 'https://images.example.com/cover.png' }));
    expect(again.image).toEqual({ status: 'unchanged', mediaId: body.image.mediaId });
    expect(transport.connects).toHaveLength(1);
  });

  it('stores a downloaded image without the markup its metadata carried, as an upload would be', async () => {
    const jpeg = await withMarkup.jpeg();
    served.set('/commented.jpg', send('image/jpeg', jpeg));
    const body = await bodyOf<WriteBody>(await publish({ slug: slugOf('strip'), imageUrl: 'https://images.example.com/commented.jpg' }));
    expect(body.image).toMatchObject({ status: 'ingested' });
    const stored = await readFile(path.join(dir, path.basename(body.post.coverImage!)));
    expect(carriesMarkup(jpeg)).toBe(true);
    expect(carriesMarkup(stored)).toBe(false);
  });

  it('keeps only the URL with imageUrlPassthrough, fetching nothing', async () => {
    const body = await bodyOf<WriteBody>(
      await publish({ slug: slugOf('pass'), imageUrl: 'https://images.example.com/hot.png', imageUrlPassthrough: true }),
    );
    expect(body.image).toEqual({ status: 'passthrough', url: 'https://images.example.com/hot.png', reason: 'requested' });
    expect(body.post).toMatchObject({ coverImage: 'https://images.example.com/hot.png', featuredMediaId: null });
    expect(transport.connects).toEqual([]);
  });

  it('links the URL without fetching when no storage is configured', async () => {
    vi.stubEnv('MEDIA_STORAGE', 'none');
    const body = await bodyOf<WriteBody>(await publish({ slug: slugOf('nostore'), imageUrl: 'https://images.example.com/a.png' }));
    expect(body.image).toMatchObject({ status: 'passthrough', reason: 'storage_not_configured' });
    expect(body.post.coverImage).toBe('https://images.example.com/a.png');
    expect(transport.connects).toEqual([]);
  });

  const failures: [string, string, string, () => Promise<Buffer | string> | Buffer | string, number, string, string][] = [
    ['an HTML page', '/page', 'text/html', () => '<html><body>hi</body></html>', 200, 'upstream_failed', 'content_type'],
    ['an SVG with script', '/logo.svg', 'image/svg+xml', () => hostile.svgWithScript(), 200, 'upstream_failed', 'content_type'],
    ['HTML served as image/png', '/fake.png', 'image/png', () => hostile.html(), 200, 'unsupported_media_type', 'type'],
    ['an executable served as image/jpeg', '/x.jpg', 'image/jpeg', () => hostile.elfRenamed(), 200, 'unsupported_media_type', 'type'],
    ['a GIF/HTML polyglot', '/poly.gif', 'image/gif', async () => hostile.withTrailingHtml(await makeImage('gif')), 200,
      'unsupported_media_type', 'trailing_data'],
    ['a truncated PNG', '/cut.png', 'image/png', () => hostile.truncated(png), 200, 'unsupported_media_type', 'truncated'],
    ['a 404', '/gone.png', 'image/png', () => png, 404, 'upstream_failed', 'status'],
  ];

  it.each(failures)('saves the post but reports a failed ingest for %s', async (_name, urlPath, type, make, status, error, reason) => {
    served.set(urlPath, send(type, await make(), status));
    const slug = slugOf('fail');
    const response = await publish({ slug, imageUrl: `https://images.example.com${urlPath}` });
    expect(response.status).toBe(201);
    const body = await bodyOf<WriteBody>(response);
    expect(body.image).toMatchObject({ status: 'failed', error, reason, message: expect.any(String) });
    expect(body.post).toMatchObject({ slug, coverImage: null, featuredMediaId: null, imageUrl: null });
    expect(await readdir(dir)).toEqual([]);
  });

  it('reports an image over MEDIA_MAX_BYTES as too large', async () => {
    vi.stubEnv('MEDIA_MAX_BYTES', String(png.length - 1));
    served.set('/big.png', send('image/png', png));
    const body = await bodyOf<WriteBody>(await publish({ slug: slugOf('big'), imageUrl: 'https://images.example.com/big.png' }));
    expect(body.image).toMatchObject({ status: 'failed', error: 'upstream_failed', reason: 'too_large' });
  });

  it('reports a host resolving to a private address as not allowed, without connecting', async () => {
    transport = useTestTransport({ resolve: async () => ['10.0.0.7'] });
    const body = await bodyOf<WriteBody>(await publish({ slug: slugOf('private'), imageUrl: 'https://intranet-images.example.com/a.png' }));
    expect(body.image).toMatchObject({ status: 'failed', error: 'target_not_allowed', reason: 'private_address' });
    expect(transport.connects).toEqual([]);
  });

  it('keeps the previous cover when a later ingest fails', async () => {
    served.set('/good.png', send('image/png', png));
    const slug = slugOf('keep');
    const first = await bodyOf<WriteBody>(await publish({ slug, imageUrl: 'https://images.example.com/good.png' }));
    const second = await bodyOf<WriteBody>(await publish({ slug, imageUrl: 'https://images.example.com/missing.png' }));
    expect(second.image.status).toBe('failed');
    expect(second.post).toMatchObject({
      coverImage: first.post.coverImage,
      featuredMediaId: first.post.featuredMediaId,
      imageUrl: 'https://images.example.com/good.png',
    });
  });

  it('refuses every hostile URL of the fetch guard table before any connection; the post is still saved', async () => {
    const connectionsBefore = server.connections();
    for (const [url] of HOSTILE_URLS) {
      const response = await publish({ slug: slugOf('hostile'), imageUrl: url });
      if (response.status === 400) {
        // Not an absolute https URL: refused by validation, nothing saved.
        expect(await bodyOf(response)).toMatchObject({ error: 'invalid_payload', details: [{ path: 'body.imageUrl' }] });
        continue;
      }
      expect(response.status, url).toBe(201);
      const body = await bodyOf<WriteBody>(response);
      expect(body.image, url).toMatchObject({ status: 'failed', error: 'target_not_allowed' });
      expect(body.post.coverImage).toBeNull();
    }
    expect(transport.connects).toEqual([]);
    expect(server.connections()).toBe(connectionsBefore);
  });

  it('refuses hostile URLs for passthrough too (a hotlinked cover is shown to visitors)', async () => {
    const body = await bodyOf<WriteBody>(
      await publish({ slug: slugOf('hostile-pass'), imageUrl: 'https://169.254.169.254/latest/meta-data/', imageUrlPassthrough: true }),
    );
    expect(body.image).toMatchObject({ status: 'failed', error: 'target_not_allowed', reason: 'ip_literal' });
    expect(body.post.coverImage).toBeNull();
  });
});
