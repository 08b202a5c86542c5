// POST /api/public/agent/v1/blog/generate in sync mode: structured output saved as a post through the blog service,
// the cover image through the image model into media, the caps, and every error path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APICallError } from 'ai';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { useTestModels } from '@/lib/ai/provider';
import { failingChatModel, imageModelReturning, jsonModel, silentChatModel } from '@/lib/ai/testing';
import { getPost } from '@/lib/blog/posts';
import { findMediaItem } from '@/lib/media/media-items';
import { makeImage } from './fixtures/images';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const GENERATE = '/api/public/agent/v1/blog/generate';
const article = (title = 'Emoji in Commit Messages') => ({
  title,
  slug: 'emoji-in-commit-messages',
  excerpt: 'When emoji help a history and when they hurt.',
  content: `## Why it matters\n\n${'Commit messages are read far more often than they are written. '.repeat(10)}`,
  keywords: ['git', 'emoji'],
  categories: ['Engineering'],
  tags: ['git', 'style'],
});

let mediaDir = '';
beforeAll(() => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'generation-media-'));
});
afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.stubEnv('MEDIA_LOCAL_DIR', mediaDir);
});
afterEach(() => {
  useTestModels(null);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('sync generation', () => {
  it('saves the structured article as a post, keeping the caller\'s taxonomy and publishAt', async () => {
    const model = jsonModel(article());
    useTestModels({ language: model });
    const { key } = await createTestKey(['blog:generate']);
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await call('POST', GENERATE, {
      key,
      json: { topic: 'Emoji in commit messages', keywords: ['gitmoji'], categories: ['Dev'], published: true, publishAt },
    });
    expect(response.status).toBe(201);
    const body = await bodyOf<{ mode: string; post: Record<string, unknown>; cover: unknown }>(response);
    expect(body.mode).toBe('sync');
    expect(body.cover).toEqual({ status: 'not_requested' });
    expect(body.post).toMatchObject({
      title: 'Emoji in Commit Messages',
      excerpt: 'When emoji help a history and when they hurt.',
      categories: ['Dev'],
      tags: ['git', 'style'],
      keywords: ['gitmoji', 'git', 'emoji'],
      published: true,
      publishAt,
      status: 'scheduled',
    });
    expect(String(body.post.slug)).toMatch(/^emoji-in-commit-messages(-\d+)?$/);
    expect(await getPost({ id: body.post.id as string })).toMatchObject({ content: article().content });
    // The model got the schema as structured output and the topic as material.
    const call0 = model.doGenerateCalls[0]!;
    expect(call0.responseFormat).toMatchObject({ type: 'json', name: 'article' });
    expect(JSON.stringify(call0.prompt)).toContain('Emoji in commit messages');
    // No language named: the topic's, and the post counts as English.
    expect(JSON.stringify(call0.prompt)).toContain('Write in the language of the topic.');
    expect(body.post.lang).toBe('en');
  });

  it('writes in the language the request names and stores the post with it', async () => {
    const model = jsonModel(article('Emoji in Commit-Nachrichten'));
    useTestModels({ language: model });
    const { key } = await createTestKey(['blog:generate']);
    const response = await call('POST', GENERATE, { key, json: { topic: 'Emoji in commit messages', lang: 'de' } });
    expect(response.status).toBe(201);
    expect((await bodyOf<{ post: Record<string, unknown> }>(response)).post).toMatchObject({ title: 'Emoji in Commit-Nachrichten', lang: 'de' });
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain('Write in German, whatever the language of the topic.');
    const refused = await call('POST', GENERATE, { key, json: { topic: 'Emoji in commit messages', lang: 'german' } });
    expect(refused.status).toBe(400);
  });

  it('generates a cover image through the image model and stores it as media linked to the post', async () => {
    const png = await makeImage('png', 120, 80);
    useTestModels({ language: jsonModel(article('With a cover')), image: imageModelReturning(png) });
    const { key } = await createTestKey(['blog:generate']);
    const response = await call('POST', GENERATE, { key, json: { topic: 'Covers', generateImage: true, imageStyle: 'watercolour' } });
    expect(response.status).toBe(201);
    const body = await bodyOf<{ post: { featuredMediaId: string; coverImage: string }; cover: { status: string; mediaId: string } }>(response);
    expect(body.cover.status).toBe('generated');
    expect(body.post.featuredMediaId).toBe(body.cover.mediaId);
    const media = await findMediaItem(body.cover.mediaId);
    expect(media).toMatchObject({ mimeType: 'image/png', width: 120, height: 80, fileSize: png.byteLength });
    expect(body.post.coverImage).toBe(media!.url);
  });

  it('keeps the article when the image fails, and says why', async () => {
    useTestModels({ language: jsonModel(article('No cover')), image: imageModelReturning(new Error('image backend down')) });
    const { key } = await createTestKey(['blog:generate']);
    const response = await call('POST', GENERATE, { key, json: { topic: 'Covers', generateImage: true } });
    expect(response.status).toBe(201);
    const body = await bodyOf<{ post: { featuredMediaId: string | null }; cover: Record<string, unknown> }>(response);
    expect(body.post.featuredMediaId).toBeNull();
    expect(body.cover).toMatchObject({ status: 'failed', error: 'upstream_failed' });
    expect(JSON.stringify(body.cover)).not.toContain('image backend down');
  });
});

describe('sync generation errors', () => {
  it('502 invalid_output when the model output does not fit the article schema; nothing is saved', async () => {
    useTestModels({ language: jsonModel({ title: 'Only a title' }) });
    const { key } = await createTestKey(['blog:generate']);
    const response = await call('POST', GENERATE, { key, json: { topic: 'Broken output' } });
    expect(response.status).toBe(502);
    expect(await bodyOf(response)).toMatchObject({ error: 'upstream_failed', reason: 'invalid_output' });
  });

  it('502 on a provider error status and on a provider that never answers', async () => {
    useTestModels({
      language: failingChatModel(new APICallError({ message: 'overloaded', url: 'http://ai', requestBodyValues: {}, statusCode: 503 })),
    });
    const { key } = await createTestKey(['blog:generate']);
    const failed = await call('POST', GENERATE, { key, json: { topic: 'Provider down' } });
    expect(failed.status).toBe(502);
    expect(await bodyOf(failed)).toMatchObject({ reason: 'provider_status', providerStatus: 503 });

    vi.stubEnv('AI_ARTICLE_TIMEOUT_MS', '300');
    useTestModels({ language: silentChatModel() });
    const started = Date.now();
    const silent = await call('POST', GENERATE, { key, json: { topic: 'Provider silent' } });
    expect(silent.status).toBe(502);
    expect(await bodyOf(silent)).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('409 conflict, not a provider 502, when no slug is free; the failure is logged with the request id', async () => {
    const db = await getDb();
    const taken = 'taken-slug';
    await db.insert(blogPosts).values(
      Array.from({ length: 50 }, (_, index) => ({ slug: index === 0 ? taken : `${taken}-${index + 1}`, title: 'Taken', content: 'x' })),
    );
    useTestModels({ language: jsonModel({ ...article('Taken'), slug: taken }) });
    const { key } = await createTestKey(['blog:generate']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await call('POST', GENERATE, { key, json: { topic: 'Taken', mode: 'sync' } });
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ error: 'conflict', message: expect.stringContaining(taken) });
    const logged = warn.mock.calls.map(([line]) => String(line)).join('\n');
    expect(logged).toContain(response.headers.get('x-request-id')!);
    expect(logged).toContain('"error":"conflict"');
  });

  it('500 internal_error, not a provider 502, when saving fails unexpectedly; logged with the request id', async () => {
    const db = await getDb();
    await db.execute(sql`create function blog_insert_fails() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger blog_insert_fails before insert on blog_posts for each row execute function blog_insert_fails()`);
    useTestModels({ language: jsonModel(article('Not saved')) });
    const { key } = await createTestKey(['blog:generate']);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await call('POST', GENERATE, { key, json: { topic: 'Not saved' } });
      expect(response.status).toBe(500);
      expect(await bodyOf(response)).toMatchObject({ error: 'internal_error' });
      const logged = error.mock.calls.map(([line]) => String(line)).join('\n');
      expect(logged).toContain(response.headers.get('x-request-id')!);
      // The cause and its SQLSTATE, never the statement and its parameters (the article's text).
      expect(logged).toContain('injected failure');
      expect(logged).toContain('"sqlstate":"P0001"');
      expect(logged).not.toContain('insert into');
    } finally {
      await db.execute(sql`drop trigger blog_insert_fails on blog_posts`);
    }
  });

  it('502 from the provider is logged with the request id too', async () => {
    useTestModels({
      language: failingChatModel(new APICallError({ message: 'overloaded', url: 'http://ai', requestBodyValues: {}, statusCode: 503 })),
    });
    const { key } = await createTestKey(['blog:generate']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await call('POST', GENERATE, { key, json: { topic: 'Provider down, logged' } });
    expect(response.status).toBe(502);
    const logged = warn.mock.calls.map(([line]) => String(line)).join('\n');
    expect(logged).toContain(response.headers.get('x-request-id')!);
    expect(logged).toContain('"providerStatus":503');
  });

  it('503 when the model, the image model or the media storage is missing', async () => {
    const { key } = await createTestKey(['blog:generate']);
    const noModel = await call('POST', GENERATE, { key, json: { topic: 'Nothing configured' } });
    expect(noModel.status).toBe(503);
    expect(await bodyOf(noModel)).toMatchObject({ error: 'ai_unavailable' });

    useTestModels({ language: jsonModel(article()) });
    const noImageModel = await call('POST', GENERATE, { key, json: { topic: 'Image please', generateImage: true } });
    expect(noImageModel.status).toBe(503);
    expect(await bodyOf(noImageModel)).toMatchObject({ error: 'ai_unavailable', message: expect.stringContaining('image') });

    useTestModels({ language: jsonModel(article()), image: imageModelReturning(await makeImage('png')) });
    vi.stubEnv('MEDIA_STORAGE', 'none');
    const noStorage = await call('POST', GENERATE, { key, json: { topic: 'Image please', generateImage: true } });
    expect(noStorage.status).toBe(503);
    expect(await bodyOf(noStorage)).toMatchObject({ error: 'storage_not_configured' });
  });

  it('400 on invalid requests, 401 without a key, 403 without blog:generate', async () => {
    const { key } = await createTestKey(['blog:generate']);
    for (const json of [
      {},
      { topic: 'x' },
      { topic: 'Valid topic', mode: 'later' },
      { topic: 'Valid topic', publishAt: 'tomorrow' },
      { topic: 'Valid topic', callbackUrl: 'https://hooks.example.com/x' },
      { topic: 'Valid topic', mode: 'async', callbackUrl: 'http://hooks.example.com/x' },
      { topic: 'Valid topic', unknown: true },
    ]) {
      const response = await call('POST', GENERATE, { key, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect((await call('POST', GENERATE, { json: { topic: 'Valid topic' } })).status).toBe(401);
    const other = await createTestKey(['blog:write']);
    const denied = await call('POST', GENERATE, { key: other.key, json: { topic: 'Valid topic' } });
    expect(denied.status).toBe(403);
    expect(await bodyOf(denied)).toMatchObject({ error: 'missing_scope', message: expect.stringContaining('blog:generate') });
  });

  it('429 quota_exceeded at the daily cap of a database client; the env key has no daily cap', async () => {
    vi.stubEnv('PUBLIC_API_BLOG_GENERATE_DAILY_CAP', '1');
    useTestModels({ language: jsonModel(article()) });
    const { key } = await createTestKey(['blog:generate']);
    expect((await call('POST', GENERATE, { key, json: { topic: 'First of the day' } })).status).toBe(201);
    const capped = await call('POST', GENERATE, { key, json: { topic: 'Second of the day', mode: 'async' } });
    expect(capped.status).toBe(429);
    expect(await bodyOf(capped)).toMatchObject({ error: 'quota_exceeded', message: expect.stringContaining('daily blog generation cap') });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(80_000);

    vi.stubEnv('PUBLIC_AGENT_API_KEY', 'env-key-for-generation-test-0123456789');
    vi.stubEnv('PUBLIC_AGENT_API_SCOPES', 'blog:generate');
    for (let index = 0; index < 2; index += 1) {
      expect((await call('POST', GENERATE, { key: process.env.PUBLIC_AGENT_API_KEY, json: { topic: 'Env key topic' } })).status).toBe(201);
    }
  });

  it('429 rate_limited past the per-minute limit of blog generation', async () => {
    vi.stubEnv('RATE_LIMIT_BLOG_GENERATE_PER_MINUTE', '1');
    useTestModels({ language: jsonModel(article()) });
    const { key } = await createTestKey(['blog:generate']);
    const first = await call('POST', GENERATE, { key, json: { topic: 'Minute one' } });
    expect(first.headers.get('x-ratelimit-limit')).toBe('1');
    const second = await call('POST', GENERATE, { key, json: { topic: 'Minute two' } });
    expect(second.status).toBe(429);
    expect(await bodyOf(second)).toMatchObject({ error: 'rate_limited' });
  });
});
