// Search and suggest quality per language (run: npx tsx bench/emoji/quality.ts [--full]): hit@1 and hit@5 on
// (a) CLDR names, (b) emojilib's distinctive keywords (English), (c) the project's phrase set (data/eval/phrases),
// for our engine, emoji-mart's SearchIndex and the emojibase-data baseline, all in this process.
// emoji-mart ships English data only, so it answers every language's queries with it; the emojibase baseline
// reads emojibase-data's own locale where it has one and is marked n/a elsewhere. Without --full the baselines
// run CLDR names on a fixed sample of 300 per language (ours always runs all of them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { presentationFreeKey } from '@/lib/emoji/codepoints';
import { ensureEmojiData } from '@/scripts/emoji-data/ensure';
import { emojiMart, emojibaseSearch, type Engine } from './baselines';
import { distinctiveKeywords, isHeldOut } from './keywords';

const require = createRequire(import.meta.url);
const full = process.argv.includes('--full');
ensureEmojiData();
const emoji = await import('@/lib/emoji');
const { getCatalog } = await import('@/lib/emoji/data');
const { getLocale } = await import('@/lib/emoji/locale-data');

interface Case {
  query: string;
  expect: string[];
}

interface Score {
  hit1: number;
  hit5: number;
  n: number;
}

const pct = (s: Score | null) => (s && s.n > 0 ? `${((100 * s.hit1) / s.n).toFixed(1)} / ${((100 * s.hit5) / s.n).toFixed(1)}` : 'n/a');

async function score(cases: Case[], run: (query: string) => Promise<string[]> | string[]): Promise<Score> {
  const out: Score = { hit1: 0, hit5: 0, n: cases.length };
  for (const c of cases) {
    const want = new Set(c.expect.map(presentationFreeKey));
    const found = (await run(c.query)).slice(0, 5).map(presentationFreeKey);
    if (found[0] !== undefined && want.has(found[0])) out.hit1++;
    if (found.some((f) => want.has(f))) out.hit5++;
  }
  return out;
}

function table(title: string, header: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(`\n### ${title}\n\n${line(header)}\n${line(header.map(() => '---'))}`);
  for (const r of rows) console.log(line(r));
}

/** Emoji with a name of their own in `lang`, skin-tone variants and components left out (the baselines have none). */
function nameCases(lang: (typeof emoji.LANGS)[number]): Case[] {
  const { emoji: records, glyphs } = getCatalog();
  const locale = getLocale(lang);
  return glyphs.flatMap((glyph, i) =>
    locale.nameFallback.has(i) || records[i]?.baseIndex !== undefined || records[i]?.component ? [] : [{ query: locale.names.at(i) as string, expect: [glyph] }],
  );
}

const sample = <T>(items: T[], n: number) => (full || items.length <= n ? items : items.filter((_x, i) => i % Math.ceil(items.length / n) === 0));

function phraseCases(lang: string): Case[] {
  const file = join(process.cwd(), 'data', 'eval', 'phrases', `${lang}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as { phrases: { text: string; expect: string[] }[] };
  return data.phrases.map((p) => ({ query: p.text, expect: p.expect }));
}

const EMOJIBASE_LOCALES = new Set(readdirSync(join(require.resolve('emojibase-data/package.json'), '..')));

async function main() {
  const mart = await emojiMart();
  const bases = new Map<string, Engine>();
  const base = (lang: string) => {
    if (!EMOJIBASE_LOCALES.has(lang)) return null;
    if (!bases.has(lang)) bases.set(lang, emojibaseSearch(lang));
    return bases.get(lang) as Engine;
  };
  const oursSearch = (lang: (typeof emoji.LANGS)[number]) => (q: string) => emoji.search(q, lang, 5).hits.map((h) => h.emoji);
  const oursSuggest = (lang: (typeof emoji.LANGS)[number]) => (q: string) => emoji.suggest({ query: q.slice(0, 200), lang, limit: 5 }).suggestions.map((s) => s.emoji);

  const nameRows: (string | number)[][] = [];
  const phraseRows: (string | number)[][] = [];
  const totals = { phraseHits: 0, phrases: 0, languagesBelow90: 0 };
  for (const lang of emoji.LANGS) {
    const names = nameCases(lang);
    const ours = await score(names, oursSearch(lang));
    const baseline = base(lang);
    const sampled = sample(names, 300);
    nameRows.push([lang, names.length, pct(ours), sampled.length, pct(await score(sampled, (q) => mart.search(q))), baseline ? pct(await score(sampled, (q) => baseline.search(q))) : 'n/a']);

    const phrases = phraseCases(lang);
    const oursPhrases = await score(phrases, oursSuggest(lang));
    phraseRows.push([lang, phrases.length, pct(oursPhrases), pct(await score(phrases, (q) => mart.search(q))), baseline ? pct(await score(phrases, (q) => baseline.search(q))) : 'n/a']);
    totals.phraseHits += oursPhrases.hit5;
    totals.phrases += oursPhrases.n;
    if (oursPhrases.hit5 / oursPhrases.n < 0.9) totals.languagesBelow90++;
  }
  table('(a) CLDR names: search hit@1 / hit@5 (%)', ['lang', 'names', 'ours', 'baseline sample', 'emoji-mart', 'emojibase'], nameRows);
  table('(c) Phrase set (data/eval/phrases): suggest (ours) or search (baselines), hit@1 / hit@5 (%)', ['lang', 'phrases', 'ours', 'emoji-mart', 'emojibase'], phraseRows);
  console.log(`\nphrases: ${totals.phraseHits}/${totals.phrases} in the top 5 overall; languages below 90%: ${totals.languagesBelow90}`);

  const keywords = distinctiveKeywords();
  const heldOut = keywords.filter((k) => isHeldOut(k.query));
  const english = emojibaseSearch('en');
  const rows: (string | number)[][] = [];
  for (const [label, cases] of [['all distinctive keywords', keywords], ['held-out fifth (indexed all the same here)', heldOut]] as const) {
    rows.push([label, cases.length, pct(await score(cases, oursSearch('en'))), pct(await score(cases, (q) => mart.search(q))), pct(await score(cases, (q) => english.search(q)))]);
  }
  table('(b) emojilib distinctive keywords (shared by at most 3 emoji), English search hit@1 / hit@5 (%)', ['set', 'keywords', 'ours', 'emoji-mart', 'emojibase'], rows);
  console.log('Our index contains emojilib\'s keywords (it is build data): the first row measures recall of indexed words among');
  console.log('CLDR names, tags and intents; bench/emoji/keywords-held-out.ts rebuilds the index without the held-out fifth.');
}

await main();
