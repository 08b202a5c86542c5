// normalize(): one value -> glyph, U+ label, CLDR name and HTML entity; or a whole text with every emoji,
// shortcode and emoji entity rewritten to one target format.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { PRESETS, type Preset } from './artifact';
import { htmlEntity, unicodeLabel, VS15, VS16 } from './codepoints';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { type Lang } from './langs';
import { resolve } from './resolve';
import { positionMap, scanText, type Token } from './scan';

export const NORMALIZE_TARGETS = ['glyph', 'shortcode', 'entity'] as const;
export type NormalizeTarget = (typeof NORMALIZE_TARGETS)[number];
export const MAX_TEXT_LENGTH = 100_000;
/** Entries of `replacements` and of `unchanged` in one answer; the text itself is always rewritten whole. */
export const MAX_LISTED = 1000;
/**
 * Longest rewritten text (UTF-16 units). Shortcodes and entities can be far longer than the glyph they spell (56x for
 * `⏭` as a Slack shortcode), so a text made only of such symbols would answer with megabytes.
 */
export const MAX_OUTPUT_LENGTH = 1_000_000;

export const NormalizedValue = z.object({
  input: z.string(),
  glyph: z.string().describe('Fully-qualified glyph'),
  unicode: z.string().describe('U+ label, e.g. U+1F44D'),
  name: z.string().describe('CLDR name in lang'),
  label: z.string().describe('U+ label and CLDR name, e.g. "U+1F44D thumbs up"'),
  htmlEntity: z.string(),
  shortcode: z.string().nullable(),
  slug: z.string(),
  hexcode: z.string(),
  matchedBy: z.string(),
  qualification: z.string().optional(),
  changed: z.boolean().describe('Whether the glyph differs from the input'),
});
export type NormalizedValue = z.infer<typeof NormalizedValue>;

export const Replacement = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(['glyph', 'shortcode', 'entity']),
  start: z.number().int().describe('UTF-16 offset in the input'),
  end: z.number().int(),
  codePointStart: z.number().int(),
  slug: z.string(),
});

export const NormalizedText = z.object({
  text: z.string().describe(`The whole text rewritten; at most ${MAX_OUTPUT_LENGTH} UTF-16 units (longer is 400 invalid_payload)`),
  target: z.enum(NORMALIZE_TARGETS),
  replacements: z.array(Replacement).describe(`The first ${MAX_LISTED} replacements by position`),
  unchanged: z.array(z.object({ value: z.string(), start: z.number().int(), reason: z.string() })).describe(`The first ${MAX_LISTED} tokens left as they were`),
  totals: z.object({ replacements: z.number().int(), unchanged: z.number().int() }).describe('Counts of all replacements and unchanged tokens'),
  truncated: z.boolean().describe(`Whether \`replacements\` or \`unchanged\` lists only its first ${MAX_LISTED} entries`),
});
export type NormalizedText = z.infer<typeof NormalizedText>;

/**
 * The shortcode of one emoji in the preferred preset; for a skin-tone variant that the preset does not
 * name, GitHub and Slack users get Slack's `:+1::skin-tone-4:` syntax; then the other presets.
 */
export function shortcodeFor(index: number, preset: Preset = 'github'): string | null {
  const { emoji } = getCatalog();
  const record = emoji[index];
  if (!record) return null;
  const own = record.firstShortcode(preset);
  if (own) return `:${own}:`;
  const slackBase = record.baseIndex === undefined ? undefined : emoji[record.baseIndex]?.firstShortcode('slack');
  // Slack numbers the tones from 2 (its skin-tone-1 is the yellow default); ours count from 1.
  if (slackBase && record.tones?.length === 1 && (preset === 'github' || preset === 'slack')) {
    return `:${slackBase}::skin-tone-${(record.tones[0] as number) + 1}:`;
  }
  for (const p of PRESETS) {
    const code = record.firstShortcode(p);
    if (code) return `:${code}:`;
  }
  return null;
}

export function normalizeValue(value: string, lang: Lang = 'en', preset: Preset = 'github'): NormalizedValue {
  const r = resolve(value, lang);
  const { bySlug } = getCatalog();
  const index = bySlug.get(r.slug) as number;
  return {
    input: value,
    glyph: r.emoji,
    unicode: unicodeLabel(r.emoji),
    name: r.name,
    label: `${unicodeLabel(r.emoji)} ${r.name}`,
    htmlEntity: htmlEntity(r.emoji),
    shortcode: shortcodeFor(index, preset),
    slug: r.slug,
    hexcode: r.hexcode,
    matchedBy: r.match.by,
    ...(r.match.qualification ? { qualification: r.match.qualification } : {}),
    changed: r.emoji !== value.trim(),
  };
}

function render(token: Token, target: NormalizeTarget, preset: Preset): string | null {
  const glyph = getCatalog().glyphs[token.index as number] as string;
  if (target === 'glyph') return glyph;
  if (target === 'entity') return htmlEntity(glyph);
  return shortcodeFor(token.index as number, preset);
}

function endOfStraySelectors(text: string, from: number): number {
  let end = from;
  while (text.charCodeAt(end) === VS15 || text.charCodeAt(end) === VS16) end += 1;
  return end;
}

function tooLong(): ApiError {
  return new ApiError('invalid_payload', `The rewritten text would be longer than ${MAX_OUTPUT_LENGTH} characters; normalize it in parts.`, {
    details: [{ path: 'text', message: `The result may have at most ${MAX_OUTPUT_LENGTH} UTF-16 units` }],
  });
}

export function normalizeText(text: string, target: NormalizeTarget = 'glyph', lang: Lang = 'en', preset: Preset = 'github'): NormalizedText {
  if (text.length > MAX_TEXT_LENGTH) {
    throw new ApiError('payload_too_large', `The text is longer than ${MAX_TEXT_LENGTH} characters.`);
  }
  const { emoji } = getCatalog();
  const names = getLocale(lang).names;
  const at = positionMap(text);
  const replacements: NormalizedText['replacements'] = [];
  const unchanged: NormalizedText['unchanged'] = [];
  const totals = { replacements: 0, unchanged: 0 };
  const rendered = new Map<number, string | null>();
  const parts: string[] = [];
  let length = 0;
  let cursor = 0;
  for (const token of scanText(text, lang)) {
    if (token.index === null) {
      if (totals.unchanged++ < MAX_LISTED) unchanged.push({ value: token.value, start: token.start, reason: token.problem ?? 'unknown shortcode' });
      continue;
    }
    let to = rendered.get(token.index);
    if (to === undefined) {
      to = render(token, target, preset);
      rendered.set(token.index, to);
    }
    if (to === null) {
      if (totals.unchanged++ < MAX_LISTED) unchanged.push({ value: token.value, start: token.start, reason: `no ${preset} shortcode for ${names.at(token.index)}` });
      continue;
    }
    if (to === token.value) continue;
    // Variation selectors right after a shortcode or entity select nothing in the source; kept after the new glyph
    // they would make a non-canonical sequence that the next pass rewrites again.
    const end = token.kind === 'glyph' ? token.end : endOfStraySelectors(text, token.end);
    length += token.start - cursor + to.length;
    if (length > MAX_OUTPUT_LENGTH) throw tooLong();
    parts.push(text.slice(cursor, token.start), to);
    cursor = end;
    if (totals.replacements++ < MAX_LISTED) {
      replacements.push({
        from: text.slice(token.start, end),
        to,
        kind: token.kind,
        start: token.start,
        end,
        codePointStart: at(token.start).codePoint,
        slug: emoji[token.index]?.slug ?? '',
      });
    }
  }
  if (length + text.length - cursor > MAX_OUTPUT_LENGTH) throw tooLong();
  parts.push(text.slice(cursor));
  const truncated = totals.replacements > MAX_LISTED || totals.unchanged > MAX_LISTED;
  return { text: parts.join(''), target, replacements, unchanged, totals, truncated };
}
