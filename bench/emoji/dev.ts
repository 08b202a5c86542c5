// The development phrase set (bench/emoji/dev-phrases.json), for tuning suggest without looking at the held-out
// set: hit@1 / hit@5 per language and each phrase's top 5 (run: npx tsx bench/emoji/dev.ts [lang...] [--misses]).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { presentationFreeKey } from '@/lib/emoji/codepoints';
import type { Lang } from '@/lib/emoji/langs';
import { ensureEmojiData } from '@/scripts/emoji-data/ensure';

ensureEmojiData();
const { suggest } = await import('@/lib/emoji');

interface DevSet {
  phrases: Record<string, { text: string; expect: string[] }[]>;
}

const args = process.argv.slice(2);
const missesOnly = args.includes('--misses');
const only = new Set(args.filter((a) => !a.startsWith('--')));
const set = JSON.parse(readFileSync(join(import.meta.dirname, 'dev-phrases.json'), 'utf8')) as DevSet;
let hit5 = 0;
let n = 0;
const totals: string[] = [];
for (const [lang, phrases] of Object.entries(set.phrases)) {
  if (only.size > 0 && !only.has(lang)) continue;
  let h1 = 0;
  let h5 = 0;
  const lines: string[] = [];
  for (const { text, expect } of phrases) {
    const want = new Set(expect.map(presentationFreeKey));
    const top = suggest({ query: text, lang: lang as Lang, limit: 5 }).suggestions.map((s) => s.emoji);
    const at = top.findIndex((e) => want.has(presentationFreeKey(e)));
    if (at === 0) h1++;
    if (at >= 0) h5++;
    if (!missesOnly || at < 0) lines.push(`  ${at < 0 ? '✗' : `${at + 1}`} ${text}  ->  ${top.join(' ')}  (want ${expect.join('')})`);
  }
  hit5 += h5;
  n += phrases.length;
  totals.push(`${lang} ${h1}/${h5}/${phrases.length}`);
  console.log(`${lang}: hit@1 ${h1}, hit@5 ${h5} of ${phrases.length}\n${lines.join('\n')}`);
}
console.log(`\n${totals.join('  ')}\nhit@5 overall ${hit5}/${n} = ${((100 * hit5) / Math.max(1, n)).toFixed(1)}%`);
