import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from '@/tests/helpers/http';

const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const get = (path: string) => call('GET', path, { ip: ip() });

// The first request loads the emoji data and opens the database, which is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('GET /api/emojis/resolve', () => {
  it('resolves a URL-encoded glyph in the requested language with rate-limit headers', async () => {
    const res = await get(`/api/emojis/resolve?value=${encodeURIComponent('\u2764')}&lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await bodyOf(res)).toMatchObject({ emoji: '\u2764\uFE0F', slug: 'red-heart', name: 'rotes Herz', match: { by: 'glyph', qualification: 'unqualified' } });
  });

  it('resolves notations and shortcodes and defaults to English', async () => {
    expect(await bodyOf(await get('/api/emojis/resolve?value=U%2B1F44D'))).toMatchObject({ slug: 'thumbs-up', lang: 'en', name: 'thumbs up' });
    expect(await bodyOf(await get('/api/emojis/resolve?value=%3A%2B1%3A'))).toMatchObject({ slug: 'thumbs-up', match: { by: 'shortcode' } });
  });

  it('answers 404 with suggestions for unknown input', async () => {
    const res = await get('/api/emojis/resolve?value=thumbz-up');
    expect(res.status).toBe(404);
    const body = await bodyOf<{ error: string; suggestions: { slug: string }[] }>(res);
    expect(body.error).toBe('not_found');
    expect(body.suggestions.map((s) => s.slug)).toContain('thumbs-up');
  });

  it('answers 400 for an unknown language and a missing value', async () => {
    const bad = await get('/api/emojis/resolve?value=x&lang=xx');
    expect(bad.status).toBe(400);
    expect(await bodyOf(bad)).toMatchObject({ error: 'invalid_payload' });
    expect((await get('/api/emojis/resolve')).status).toBe(400);
  });

  it('refuses other methods with 405', async () => {
    expect((await call('POST', '/api/emojis/resolve', { ip: ip(), json: {} })).status).toBe(405);
  });
});

describe('GET /api/emojis/search', () => {
  it('searches in Greek and says why each hit matched', async () => {
    const body = await bodyOf<{ hits: { slug: string; match: { field: string } }[] }>(await get(`/api/emojis/search?q=${encodeURIComponent('πύραυλος')}&lang=el&limit=3`));
    expect(body.hits[0]).toMatchObject({ slug: 'rocket', match: { field: 'name' } });
    expect(body.hits.length).toBeLessThanOrEqual(3);
  });

  it("gives each hit the path of a colour image this app serves: Twemoji's, else OpenMoji's (Emoji 17.0)", async () => {
    const imageOf = async (query: string) =>
      (await bodyOf<{ hits: { slug: string; image?: string }[] }>(await get(`/api/emojis/search?q=${encodeURIComponent(query)}&limit=1`))).hits[0]!;
    expect(await imageOf('\u{1FAE9}')).toMatchObject({ slug: 'face-with-bags-under-eyes', image: expect.stringMatching(/^\/emoji-img\/twemoji\/[0-9a-f]{12}\/1fae9\.svg$/) });
    expect((await imageOf('\u{1F469}\u{1F3FD}\u200D\u{1F680}')).image).toMatch(/^\/emoji-img\/twemoji\/[0-9a-f]{12}\/1f469-1f3fd-200d-1f680\.svg$/);
    // Emoji 17.0, newer than the Twemoji package.
    expect(await imageOf('distorted face')).toMatchObject({ slug: 'distorted-face', image: expect.stringMatching(/^\/emoji-img\/openmoji\/[0-9a-f]{12}\/[0-9a-f-]+\.svg$/) });
    for (const query of ['\u{1FAE9}', 'distorted face']) {
      const file = path.join('public', (await imageOf(query)).image!);
      expect(readFileSync(file, 'utf8'), file).toMatch(/^<svg[\s>]/);
    }
  });

  it('validates lang and limit', async () => {
    expect((await get('/api/emojis/search?q=a&lang=zz')).status).toBe(400);
    expect((await get('/api/emojis/search?q=a&limit=0')).status).toBe(400);
    expect((await get('/api/emojis/search?q=a&limit=1000')).status).toBe(400);
  });
});

describe('POST /api/emojis/normalize', () => {
  const post = (json: unknown) => call('POST', '/api/emojis/normalize', { ip: ip(), json });

  it('normalizes a value to glyph, U+ label, name and entity', async () => {
    const res = await post({ value: '1f44d', lang: 'fr' });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ glyph: '\u{1F44D}', unicode: 'U+1F44D', htmlEntity: '&#x1F44D;', name: 'pouce vers le haut' });
  });

  it('normalizes a text to the target format', async () => {
    const body = await bodyOf<{ text: string; replacements: unknown[] }>(await post({ text: 'ship it :rocket: &#x1F389;', target: 'glyph' }));
    expect(body.text).toBe('ship it \u{1F680} \u{1F389}');
    expect(body.replacements).toHaveLength(2);
  });

  it('rejects a body with neither or both of value and text, and unknown values', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ value: 'a', text: 'b' })).status).toBe(400);
    expect((await post({ value: 'x', lang: 'xx' })).status).toBe(400);
    const missing = await post({ value: 'nonexistent-emoji-slug' });
    expect(missing.status).toBe(404);
    expect(await bodyOf(missing)).toHaveProperty('suggestions');
  });
});

describe('GET /api/emojis/fixtures', () => {
  it('lists the sets without `set` and serves one set with computed figures', async () => {
    const list = await bodyOf<{ sets: { id: string }[] }>(await get('/api/emojis/fixtures'));
    expect(list.sets.map((s) => s.id)).toEqual(expect.arrayContaining(['zwj', 'skin-tones', 'flags', 'keycaps', 'lengths', 'database']));
    const set = await bodyOf<{ fixtures: { value: string; lengths: { utf16Units: number } }[] }>(await get('/api/emojis/fixtures?set=lengths&lang=bg'));
    for (const f of set.fixtures) expect(f.lengths.utf16Units).toBe(f.value.length);
  });

  it('answers 400 listing the sets for an unknown set', async () => {
    const res = await get('/api/emojis/fixtures?set=nope');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toHaveProperty('sets');
  });
});

describe('GET /api/emojis/intents and /compare', () => {
  it('serves the intent catalog in a language', async () => {
    const body = await bodyOf<{ count: number; intents: { id: string; terms: string[] }[] }>(await get('/api/emojis/intents?lang=pl'));
    expect(body.count).toBeGreaterThanOrEqual(40);
    expect(body.intents.find((i) => i.id === 'deploy')?.terms.length).toBeGreaterThan(0);
    expect((await get('/api/emojis/intents?lang=xx')).status).toBe(400);
  });

  it('compares one emoji across platforms', async () => {
    const body = await bodyOf<{ platforms: { platform: string; available: boolean | null }[]; fallback: { kind: string } }>(
      await get(`/api/emojis/compare?value=${encodeURIComponent('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')}`),
    );
    expect(body.fallback.kind).toBe('zwj');
    expect(body.platforms.find((p) => p.platform === 'apple')?.available).toBe(true);
    expect(body.platforms.find((p) => p.platform === 'samsung')?.available).toBeNull();
    expect((await get('/api/emojis/compare?value=notanemoji')).status).toBe(404);
  });

  it('dates an emoji by its Emoji version and by the Unicode version (UCD Age) of its code points', async () => {
    const introduced = async (value: string) =>
      (await bodyOf<{ introduced: { emojiVersion: string; unicodeVersion: string } }>(await get(`/api/emojis/compare?value=${encodeURIComponent(value)}`))).introduced;
    expect(await introduced('\u{1F600}')).toMatchObject({ emojiVersion: '1.0', unicodeVersion: '6.1' });
    expect(await introduced('\u{1F44D}')).toMatchObject({ emojiVersion: '0.6', unicodeVersion: '6.0' });
    expect(await introduced('\u{1F970}')).toMatchObject({ emojiVersion: '11.0', unicodeVersion: '11.0' });
    expect(await introduced('\u{1FAE9}')).toMatchObject({ emojiVersion: '16.0', unicodeVersion: '16.0' });
    // A sequence is newer than its code points: woman technologist is Emoji 4.0 of Unicode 6.0 characters.
    expect(await introduced('\u{1F469}\u200D\u{1F4BB}')).toMatchObject({ emojiVersion: '4.0', unicodeVersion: '6.0' });
    // The variation selector only asks for emoji presentation: red heart is U+2764, Unicode 1.1.
    expect(await introduced('\u2764\uFE0F')).toMatchObject({ emojiVersion: '0.6', unicodeVersion: '1.1' });
  });
});

describe('GET /api/emojis/compare: the open images this app serves', () => {
  interface Platform {
    platform: string;
    available: boolean | null;
    source: string | null;
    openImage: {
      set: string;
      package: string;
      version: string;
      url: string | null;
      type: string;
      licence: { spdx: string; url: string };
      attribution: { text: string; url: string };
    } | null;
  }
  const platformsOf = async (value: string) =>
    (await bodyOf<{ platforms: Platform[] }>(await get(`/api/emojis/compare?value=${encodeURIComponent(value)}`))).platforms;
  const byId = (platforms: Platform[]) => Object.fromEntries(platforms.map((p) => [p.platform, p]));
  const LICENCES: Record<string, string> = { noto: 'Apache-2.0', twemoji: 'CC-BY-4.0', fluent: 'MIT', openmoji: 'CC-BY-SA-4.0' };

  it.each(['\u{1F600}', '\u{1FAE9}', '\u{1F469}\u{1F3FD}\u200D\u{1F680}'])('lists at least three served SVGs of %s with their licences', async (glyph) => {
    const served = (await platformsOf(glyph)).filter((p) => p.openImage?.url);
    expect(served.length).toBeGreaterThanOrEqual(3);
    for (const { openImage } of served) {
      expect(openImage!.url).toMatch(/^\/emoji-img\/(noto|twemoji|fluent|openmoji)\/[0-9a-f]{12}\/[0-9a-f-]+\.svg$/);
      expect(openImage!.type).toBe('image/svg+xml');
      expect(openImage!.licence.spdx).toBe(LICENCES[openImage!.set]);
      expect(openImage!.licence.url).toMatch(/^https:\/\//);
      expect(openImage!.attribution.text.length).toBeGreaterThan(10);
      // A static file of the build (tests/emoji-images-next-start.test.ts asks `next start` for it).
      const file = path.join('public', openImage!.url!);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[\s>]/);
    }
  });

  it('names the set but gives no URL where the set lacks the emoji', async () => {
    // Emoji 16.0, newer than the Fluent set.
    const tired = byId(await platformsOf('\u{1FAE9}'));
    expect(tired.microsoft!.openImage).toMatchObject({ set: 'fluent', url: null, licence: { spdx: 'MIT' } });
    expect(tired.openmoji!.openImage!.url).toMatch(/\/1fae9\.svg$/);
    const flag = byId(await platformsOf('\u{1F1E9}\u{1F1EA}'));
    expect(flag.google!.openImage).toMatchObject({ set: 'noto', url: null });
    expect(flag.twitter!.openImage!.url).toMatch(/\/1f1e9-1f1ea\.svg$/);
  });

  it('keeps Apple, Samsung and Facebook to their availability flags', async () => {
    const platforms = byId(await platformsOf('\u{1F600}'));
    for (const id of ['apple', 'samsung', 'facebook']) expect(platforms[id]!.openImage).toBeNull();
    expect(platforms.apple!.available).toBe(true);
    // OpenMoji is a platform of its own, its set the only dataset that covers it.
    expect(platforms.openmoji).toMatchObject({ available: true, source: expect.stringMatching(/^openmoji \d/) });
  });

  it('gives every spelling of an emoji the same images, under its fully-qualified hexcode', async () => {
    const qualified = await platformsOf('#\uFE0F\u20E3');
    expect(await platformsOf('#\u20E3')).toEqual(qualified);
    expect(qualified.filter((p) => p.openImage?.url?.endsWith('/0023-fe0f-20e3.svg'))).toHaveLength(4);
  });
});
