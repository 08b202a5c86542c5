// The serverless functions of the build carry what they read at run time and no more (issue 26, "Lean functions";
// docs/decisions/serverless.md). Read from the build's traces (the files a deployment copies into each function), so a
// file a function needs but does not carry fails here, where `next start` (which reads the whole project) cannot see it.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTraces, MB, TOOLING, type Trace } from '@/bench/lib/traces';
import { ensureBuiltOnce } from './helpers/next-app';

/** The functions that store, check or draw an image, and so need sharp. */
const CARD = '/[lang]/emoji/[slug]/og.png';
const HANDLE_IMAGES = [
  // Draws the emoji pages' Open Graph images (lib/site/emoji-card.ts), from the names files, not the language files.
  CARD,
  '/api/blog/publish',
  '/api/cron/blog-generation',
  '/api/public/agent/v1/blog/generate',
  '/api/public/agent/v1/media/upload',
  '/api/public/agent/v1/media/uploads/[id]/complete',
];

/**
 * The functions that read the emoji language files: the emoji API, the two chats (their tools search), and every page,
 * whose tree holds app/not-found.tsx, the emoji addresses' 404 with suggestions in the page's language.
 */
function readsEmojiLanguages({ name }: Trace): boolean {
  if (name.endsWith(' (page)')) return name !== '/_global-error (page)';
  return name === '/api/emojis' || name.startsWith('/api/emojis/') || name === '/api/chat' || name === '/api/public/agent/v1/chat';
}

const names = (traces: Trace[]) => traces.map((trace) => trace.name).sort();

let traces: Trace[];

beforeAll(() => {
  ensureBuiltOnce();
  traces = buildTraces();
});

describe('what each serverless function carries', () => {
  it('/api/health, which reads nothing from disk, stays within 10 MB', () => {
    const health = traces.find((trace) => trace.name === '/api/health');
    expect(health!.bytes / MB).toBeLessThanOrEqual(10);
  });

  it('no function is over 50 MB', () => {
    expect(traces.filter((trace) => trace.bytes > 50 * MB).map((trace) => `${trace.name}: ${(trace.bytes / MB).toFixed(1)} MB`)).toEqual([]);
  });

  it(`no function carries a file of ${TOOLING.join('/, ')}/ or PGlite (a serverless deployment sets DATABASE_URL)`, () => {
    expect(names(traces.filter((trace) => trace.tooling > 0 || trace.pglite > 0))).toEqual([]);
  });

  it('sharp is in exactly the functions that handle images', () => {
    expect(names(traces.filter((trace) => trace.sharp > 0))).toEqual([...HANDLE_IMAGES].sort());
  });

  it('the emoji pages’ Open Graph images carry the OpenMoji images and the font they draw with, and no other image set', () => {
    const card = traces.find((trace) => trace.name === CARD)!;
    const files = card.paths.filter((file) => file.startsWith('public/'));
    expect(files.length).toBeGreaterThan(3900);
    expect(files.every((file) => file.startsWith('public/emoji-img/openmoji/'))).toBe(true);
    expect(card.paths).toContain('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
    expect(card.paths.filter((file) => file.startsWith('data/emoji/names/'))).toHaveLength(24);
  });

  it('the emoji language files are in exactly the functions that read them', () => {
    expect(names(traces.filter((trace) => trace.emojiLanguages > 0))).toEqual(names(traces.filter(readsEmojiLanguages)));
  });
});
