// Comparison engines run in the same process: emoji-mart's own SearchIndex over @emoji-mart/data, and a
// straightforward search over emojibase-data (emojibase ships data, not a search function).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Engine {
  name: string;
  search: (query: string) => Promise<string[]> | string[];
}

export async function emojiMart(): Promise<Engine> {
  const data = require('@emoji-mart/data');
  const mart = (await import('emoji-mart/dist/module.js' as string)) as {
    init: (options: { data: unknown }) => Promise<void>;
    SearchIndex: { search: (q: string) => Promise<{ skins: { native: string }[] }[] | null> };
  };
  await mart.init({ data });
  return {
    name: `emoji-mart ${require('emoji-mart/package.json').version} SearchIndex`,
    search: async (q) => ((await mart.SearchIndex.search(q)) ?? []).map((e) => e.skins[0]?.native ?? ''),
  };
}

interface EmojibaseEntry {
  label: string;
  hexcode: string;
  emoji: string;
  tags?: string[];
  order?: number;
}

/** `locale`: an emojibase-data locale folder (its own labels and tags; shortcode presets where it has them). */
export function emojibaseSearch(locale = 'en'): Engine {
  const data = require(`emojibase-data/${locale}/data.json`) as EmojibaseEntry[];
  const presets = locale === 'en' ? ['github', 'iamcal', 'emojibase', 'cldr'] : ['cldr'];
  const shortcodes = presets.flatMap((p) => {
    try {
      return [require(`emojibase-data/${locale}/shortcodes/${p}.json`) as Record<string, string | string[]>];
    } catch {
      return [];
    }
  });
  const rows = data.map((e) => {
    const codes = shortcodes.flatMap((table) => [table[e.hexcode] ?? []].flat());
    const words = [e.label, ...(e.tags ?? []), ...codes].join(' ').toLowerCase().split(/[^\p{L}\p{N}+]+/u).filter(Boolean);
    return { e, label: e.label.toLowerCase(), tags: (e.tags ?? []).map((t) => t.toLowerCase()), codes, words };
  });
  return {
    name: `emojibase-data ${require('emojibase-data/package.json').version} ${locale} (label, tags, shortcodes)`,
    search: (query) => {
      const q = query.toLowerCase().trim();
      const qWords = q.split(/[^\p{L}\p{N}+]+/u).filter(Boolean);
      const scored = rows.flatMap((r) => {
        let score = 0;
        if (r.label === q) score = 100;
        else if (r.codes.includes(q.replace(/ /g, '_'))) score = 90;
        else if (r.label.startsWith(q)) score = 80;
        else if (r.tags.includes(q)) score = 60;
        else if (qWords.length > 0 && qWords.every((w) => r.words.some((x) => x.startsWith(w)))) score = 40;
        return score > 0 ? [{ score, order: r.e.order ?? 1e9, emoji: r.e.emoji }] : [];
      });
      return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.emoji);
    },
  };
}
