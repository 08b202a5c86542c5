// export(): every emoji's locale terms for toolchains, as JSON or RFC 4180 CSV (UTF-8, header row, CRLF).
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { PRESETS } from './artifact';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { type Lang, Lang as LangSchema } from './langs';
import { EmojiVersion, UnicodeVersion } from './schemas';

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportRow = z.object({
  emoji: z.string(),
  hexcode: z.string(),
  slug: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  group: z.string(),
  subgroup: z.string(),
  emojiVersion: EmojiVersion,
  unicodeVersion: UnicodeVersion,
  shortcodes: z.record(z.string(), z.array(z.string())),
  nameLocalized: z.boolean().describe('false: CLDR has no name in this language and the English one stands in'),
  keywordsLocalized: z.boolean(),
});
export type ExportRow = z.infer<typeof ExportRow>;

export const ExportJson = z.object({
  lang: LangSchema,
  source: z.string(),
  emojiVersion: z.string(),
  count: z.number().int(),
  emojis: z.array(ExportRow),
});
export type ExportJson = z.infer<typeof ExportJson>;

const CSV_COLUMNS = [
  'emoji', 'hexcode', 'slug', 'name', 'keywords', 'group', 'subgroup', 'emoji_version', 'unicode_version',
  ...PRESETS.map((p) => `shortcodes_${p}`), 'shortcodes_local', 'name_localized', 'keywords_localized',
];

export function exportRows(lang: Lang): ExportRow[] {
  const { emoji, glyphs } = getCatalog();
  const locale = getLocale(lang);
  return emoji.map((record, i) => ({
    emoji: glyphs[i] as string,
    hexcode: record.hexcode,
    slug: record.slug,
    name: locale.names.at(i) as string,
    keywords: locale.keywords[i] ?? [],
    group: record.group,
    subgroup: record.subgroup,
    emojiVersion: record.emojiVersion,
    unicodeVersion: record.unicodeVersion,
    shortcodes: { ...Object.fromEntries(PRESETS.map((p) => [p, record.shortcodes?.[p] ?? []])), local: locale.shortcodes.get(i) ?? [] },
    nameLocalized: !locale.nameFallback.has(i),
    keywordsLocalized: !locale.keywordFallback.has(i),
  }));
}

export function exportJson(lang: Lang): ExportJson {
  const rows = exportRows(lang);
  const { meta } = getCatalog();
  return { lang, source: getLocale(lang).source, emojiVersion: meta.emojiVersion, count: rows.length, emojis: rows };
}

/** Built once per language: the rows never change in a process, and formatting them costs 40-110 ms. */
const csvByLang = new Map<Lang, string>();

/** RFC 4180: CRLF line ends, a header row, fields quoted when they hold a comma, quote or line break. Lists join with " | ". */
export function exportCsv(lang: Lang): string {
  const cached = csvByLang.get(lang);
  if (cached !== undefined) return cached;
  const records = exportRows(lang).map((r) => [
    r.emoji, r.hexcode, r.slug, r.name, r.keywords.join(' | '), r.group, r.subgroup, r.emojiVersion, r.unicodeVersion,
    ...PRESETS.map((p) => (r.shortcodes[p] ?? []).join(' | ')), (r.shortcodes.local ?? []).join(' | '),
    String(r.nameLocalized), String(r.keywordsLocalized),
  ]);
  const csv = stringify([CSV_COLUMNS, ...records], { record_delimiter: 'windows' });
  csvByLang.set(lang, csv);
  return csv;
}
