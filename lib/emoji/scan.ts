// Finds every emoji-like token in a text, with exact positions: glyph sequences (RGI or not, any
// qualification), `:shortcodes:` (known or not) and HTML entity runs that spell an emoji.
import { KEYCAP, presentationFreeKey, TAG_END, VS15, VS16, ZWJ } from './codepoints';
import { getCatalog } from './data';
import { lookup, qualificationOf } from './lookup';
import type { Lang } from './langs';
import type { Qualification } from './schemas';

export type GlyphProblem =
  | 'non-rgi-zwj'
  | 'invalid-modifier'
  | 'lone-modifier'
  | 'lone-regional-indicator'
  | 'unknown-flag'
  | 'unknown-tag-sequence'
  | 'unknown-sequence';

export interface Span {
  /** UTF-16 offsets (what JavaScript string indexes use). */
  start: number;
  end: number;
}

export interface Token extends Span {
  kind: 'glyph' | 'shortcode' | 'entity';
  value: string;
  /** Core index of the canonical emoji, null when the token names none. */
  index: number | null;
  qualification?: Qualification;
  problem?: GlyphProblem;
  /** For shortcodes: the name between the colons. */
  code?: string;
}

const isRegionalIndicator = (cp: number) => cp >= 0x1f1e6 && cp <= 0x1f1ff;
const isModifier = (cp: number) => cp >= 0x1f3fb && cp <= 0x1f3ff;
const isTag = (cp: number) => cp >= 0xe0020 && cp <= 0xe007e;
const isKeycapBase = (cp: number) => cp === 0x23 || cp === 0x2a || (cp >= 0x30 && cp <= 0x39);
const EXTENDED_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

let starters: Set<number> | undefined;
/** Code points that begin an emoji: first code points of every emoji-test sequence, plus unassigned pictographic ones. */
function isStarter(cp: number): boolean {
  if (!starters) {
    const { glyphs } = getCatalog();
    starters = new Set(glyphs.map((g) => g.codePointAt(0) as number));
  }
  if (starters.has(cp) || isModifier(cp)) return true;
  return cp >= 0x1f000 && EXTENDED_PICTOGRAPHIC.test(String.fromCodePoint(cp));
}

/** Reads one emoji element (base, presentation selector, modifier, tags, keycap) starting at `i`; returns its end. */
function readElement(cps: number[], i: number): number {
  const first = cps[i] as number;
  let j = i + 1;
  if (isRegionalIndicator(first)) return isRegionalIndicator(cps[j] ?? 0) ? j + 1 : j;
  // Repeated selectors are noise that belongs to this element; normalizing drops them.
  while (cps[j] === VS15 || cps[j] === VS16) j++;
  if (isModifier(cps[j] ?? 0) && !isModifier(first)) j++;
  while (cps[j] === VS15 || cps[j] === VS16) j++;
  if (isTag(cps[j] ?? 0)) {
    let k = j;
    while (isTag(cps[k] ?? 0)) k++;
    if (cps[k] === TAG_END) j = k + 1;
  }
  if (cps[j] === KEYCAP) j++;
  return j;
}

function classify(cps: number[], index: number | null): GlyphProblem | undefined {
  if (index !== null) {
    return cps.length === 1 && isModifier(cps[0] as number) ? 'lone-modifier' : undefined;
  }
  const { modifierBases } = getCatalog();
  for (let k = 1; k < cps.length; k++) {
    const cp = cps[k] as number;
    const before = cps[k - 1] === VS16 || cps[k - 1] === VS15 ? cps[k - 2] : cps[k - 1];
    if (isModifier(cp) && !modifierBases.has(before ?? 0)) return 'invalid-modifier';
  }
  if (cps.includes(ZWJ)) return 'non-rgi-zwj';
  if (isRegionalIndicator(cps[0] as number)) return cps.length === 1 ? 'lone-regional-indicator' : 'unknown-flag';
  if (cps.some(isTag)) return 'unknown-tag-sequence';
  return 'unknown-sequence';
}

interface GlyphFacts {
  index: number | null;
  qualification?: Qualification;
  problem?: GlyphProblem;
  /** A lone text-default symbol such as © or ™: ordinary typography, not an emoji token. */
  plainText: boolean;
}

/** Facts of short sequences already seen: texts repeat their emoji, and a hostile one repeats one emoji 100,000 times. */
const known = new Map<string, GlyphFacts>();
const KNOWN_MAX_LENGTH = 32;
const KNOWN_MAX_ENTRIES = 20_000;

function factsOf(value: string, cps: number[], from: number, to: number): GlyphFacts {
  const cached = known.get(value);
  if (cached) return cached;
  const seq = cps.slice(from, to);
  const cp = seq[0] as number;
  const index = getCatalog().byKey.get(presentationFreeKey(value)) ?? null;
  const facts: GlyphFacts = {
    index,
    qualification: index === null ? undefined : qualificationOf(value, index),
    problem: classify(seq, index),
    plainText: index !== null && seq.length === 1 && cp < 0x2000 && !isModifier(cp) && !isRegionalIndicator(cp),
  };
  if (value.length <= KNOWN_MAX_LENGTH) {
    if (known.size >= KNOWN_MAX_ENTRIES) known.clear();
    known.set(value, facts);
  }
  return facts;
}

/** Glyph tokens of a plain text; offsets are relative to `text`. */
export function scanGlyphs(text: string): Token[] {
  const cps: number[] = [];
  const offsets: number[] = [];
  for (let u = 0; u < text.length; ) {
    const cp = text.codePointAt(u) as number;
    cps.push(cp);
    offsets.push(u);
    u += cp > 0xffff ? 2 : 1;
  }
  offsets.push(text.length);
  const tokens: Token[] = [];
  for (let i = 0; i < cps.length; ) {
    const cp = cps[i] as number;
    const keycap = isKeycapBase(cp);
    if (!isStarter(cp) || (keycap && cps[i + 1] !== KEYCAP && !(cps[i + 1] === VS16 && cps[i + 2] === KEYCAP))) {
      i++;
      continue;
    }
    let end = readElement(cps, i);
    while (cps[end] === ZWJ && end + 1 < cps.length && isStarter(cps[end + 1] as number) && !isKeycapBase(cps[end + 1] as number)) {
      end = readElement(cps, end + 1);
    }
    const start = offsets[i] as number;
    const value = text.slice(start, offsets[end]);
    const { index, qualification, problem, plainText } = factsOf(value, cps, i, end);
    if (!plainText) tokens.push({ kind: 'glyph', value, start, end: offsets[end] as number, index, qualification, problem });
    i = end;
  }
  return tokens;
}

const SHORTCODE = /(?<![\p{L}\p{N}:_])(:([a-z0-9_+-]{1,64}):(?::skin-tone-[2-6]:)?)(?![\p{L}\p{N}_])/giu;
/** A shortcode written right after another (`:+1::+1:`); the lookbehind above keeps `a::b::c` from matching at all. */
const CHAINED_SHORTCODE = /(:([a-z0-9_+-]{1,64}):(?::skin-tone-[2-6]:)?)(?![\p{L}\p{N}_])/iuy;
const ENTITY_RUN = /(?:&#(?:[xX][0-9a-fA-F]{1,6}|[0-9]{1,7});)+/g;
const ENTITY = /&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g;

function scanShortcodes(text: string, lang: Lang): Token[] {
  const out: Token[] = [];
  const push = (value: string, code: string, start: number) => {
    const found = lookup(value, lang, { names: false, bareWords: false });
    out.push({ kind: 'shortcode', value, code, start, end: start + value.length, index: found?.index ?? null });
  };
  for (const m of text.matchAll(SHORTCODE)) {
    // Times (12:30:45) and numbers are not shortcodes; a shortcode names something.
    if (/^\d+$/.test(m[2] as string)) continue;
    push(m[1] as string, m[2] as string, m.index);
    CHAINED_SHORTCODE.lastIndex = m.index + (m[1] as string).length;
    for (let next = CHAINED_SHORTCODE.exec(text); next; next = CHAINED_SHORTCODE.exec(text)) {
      if (/^\d+$/.test(next[2] as string)) break;
      push(next[1] as string, next[2] as string, next.index);
    }
  }
  return out;
}

function scanEntities(text: string): Token[] {
  const out: Token[] = [];
  for (const run of text.matchAll(ENTITY_RUN)) {
    const parts = [...run[0].matchAll(ENTITY)].map((m) => ({
      cp: m[1] ? parseInt(m[1], 16) : parseInt(m[2] as string, 10),
      start: run.index + m.index,
      end: run.index + m.index + m[0].length,
    }));
    if (parts.some((p) => p.cp > 0x10ffff || (p.cp >= 0xd800 && p.cp <= 0xdfff))) continue;
    const decoded = String.fromCodePoint(...parts.map((p) => p.cp));
    const cpIndexOfUnit = new Map<number, number>();
    let unit = 0;
    parts.forEach((p, k) => {
      cpIndexOfUnit.set(unit, k);
      unit += p.cp > 0xffff ? 2 : 1;
    });
    cpIndexOfUnit.set(unit, parts.length);
    for (const t of scanGlyphs(decoded)) {
      if (t.index === null || t.qualification === 'unqualified') continue;
      const first = parts[cpIndexOfUnit.get(t.start) as number];
      const last = parts[(cpIndexOfUnit.get(t.end) as number) - 1];
      if (!first || !last) continue;
      out.push({ ...t, kind: 'entity', value: text.slice(first.start, last.end), start: first.start, end: last.end });
    }
  }
  return out;
}

/** Every emoji-like token of `text`, ordered by position. */
export function scanText(text: string, lang: Lang): Token[] {
  const tokens = [...scanGlyphs(text), ...scanShortcodes(text, lang), ...scanEntities(text)];
  return tokens.sort((a, b) => a.start - b.start);
}

/** `text` without the given tokens (ordered by position; one that overlaps the token before it is already gone). */
export function withoutTokens(text: string, tokens: Token[]): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const t of tokens) {
    if (t.start < cursor) continue;
    parts.push(text.slice(cursor, t.start));
    cursor = t.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

/** Converts UTF-16 offsets to code point offsets and 1-based line/column (in code points). */
export function positionMap(text: string): (offset: number) => { codePoint: number; line: number; column: number } {
  const cpAt = new Uint32Array(text.length + 1);
  const lineAt = new Uint32Array(text.length + 1);
  const colAt = new Uint32Array(text.length + 1);
  let cp = 0;
  let line = 1;
  let col = 1;
  for (let u = 0; u <= text.length; u++) {
    cpAt[u] = cp;
    lineAt[u] = line;
    colAt[u] = col;
    const code = text.charCodeAt(u);
    const isLowSurrogateNext = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(u + 1) & 0xfc00) === 0xdc00;
    if (isLowSurrogateNext) {
      cpAt[u + 1] = cp;
      lineAt[u + 1] = line;
      colAt[u + 1] = col;
      u++;
    }
    cp++;
    if (code === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return (offset) => ({ codePoint: cpAt[offset] ?? cp, line: lineAt[offset] ?? line, column: colAt[offset] ?? col });
}
