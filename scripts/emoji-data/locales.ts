// Builds one file per language: CLDR names and keywords aligned with the core, English where CLDR has no
// entry (recorded), emojibase's localized CLDR shortcodes, intent terms (curated per language in data/intents,
// with the CLDR names of the intent's emoji), and the prebuilt search index.
import type { BuiltCore, IntentTerms, LocaleData, LocaleDetails } from '@/lib/emoji/artifact';
import { presentationFreeKey } from '@/lib/emoji/codepoints';
import { INTENT_CATALOG } from '@/lib/emoji/intent-catalog';
import type { Lang } from '@/lib/emoji/langs';
import { coreIndexByKey } from './core';
import { buildPostings } from './postings';
import { type CldrEntry, type CuratedIntentTerms, emojibase, loadCldr } from './sources';

export type CldrByKey = Map<string, CldrEntry>;

export function cldrByKey(lang: Lang): CldrByKey {
  const out: CldrByKey = new Map();
  for (const [glyph, entry] of Object.entries(loadCldr(lang))) {
    if (entry.tts?.[0]) out.set(presentationFreeKey(glyph), entry);
  }
  return out;
}

const EMOJIBASE_LOCALES: Partial<Record<Lang, string>> = {
  da: 'da', de: 'de', en: 'en', es: 'es', et: 'et', fi: 'fi', fr: 'fr', hu: 'hu', it: 'it', lt: 'lt', nl: 'nl', pl: 'pl', pt: 'pt', sv: 'sv',
};

export interface LocaleInputs {
  lang: Lang;
  core: BuiltCore;
  cldr: CldrByKey;
  english: CldrByKey;
  cldrVersion: string;
  /** data/intents/<lang>.json, when the language has one. */
  curated: CuratedIntentTerms | null;
  stopwords: string[];
}

export function buildLocale({ lang, core, cldr, english, cldrVersion, curated, stopwords }: LocaleInputs): { locale: LocaleData; details: LocaleDetails } {
  const n: string[] = [];
  const k: (string[] | 0)[] = [];
  const nf: number[] = [];
  const kf: number[] = [];
  core.emoji.forEach((e, i) => {
    const key = presentationFreeKey(String.fromCodePoint(...e.h.split('-').map((h) => parseInt(h, 16))));
    const own = cldr.get(key);
    const en = english.get(key);
    const name = own?.tts?.[0] ?? en?.tts?.[0] ?? e.lb;
    if (!name) throw new Error(`no name at all for ${e.h}`);
    n.push(name);
    if (!own?.tts?.[0]) nf.push(i);
    const keywords = own?.default ?? en?.default ?? e.tg ?? [];
    k.push(keywords);
    if (!own?.default) kf.push(i);
  });

  const sc: Record<string, string[]> = {};
  const localeFile = EMOJIBASE_LOCALES[lang];
  if (localeFile && lang !== 'en') {
    const byKey = coreIndexByKey(core);
    for (const [hex, codes] of Object.entries(emojibase.shortcodes(localeFile, 'cldr') ?? {})) {
      const index = byKey.get(presentationFreeKey(String.fromCodePoint(...hex.split('-').map((h) => parseInt(h, 16)))));
      if (index !== undefined) sc[index] = Array.isArray(codes) ? codes : [codes];
    }
  }

  const intents: Record<string, IntentTerms> = {};
  for (const intent of INTENT_CATALOG) {
    const [primary, ...others] = intent.emoji.map((glyph) => presentationFreeKey(glyph));
    const own = primary ? cldr.get(primary) : undefined;
    const handWritten = curated?.terms[intent.id] ?? [];
    // Curated terms say what people write; the CLDR name of the first emoji stays a term of its own.
    const source = own ? cldr : english;
    const fromCldr = handWritten.length > 0
      ? (own?.tts ?? [])
      : [...(source.get(primary ?? '')?.tts ?? []), ...(source.get(primary ?? '')?.default ?? []), ...others.flatMap((key) => source.get(key)?.tts ?? [])];
    intents[intent.id] = { terms: [...new Set([...handWritten, ...fromCldr])], fallback: handWritten.length === 0 && !own };
  }

  const toneNames = core.emoji.flatMap((e, i) => (e.c && e.h.startsWith('1F3F') ? [n[i] as string] : []));
  core.emoji.forEach((e, i) => {
    const own = k[i];
    const base = e.b === undefined ? undefined : k[e.b];
    if (!own || !Array.isArray(base) || !e.t) return;
    const derived = new Set([...base, ...e.t.map((t) => toneNames[t - 1] as string)]);
    if (derived.size === own.length && own.every((w) => derived.has(w))) k[i] = 0;
  });

  const ix = buildPostings({
    lang, core, names: n, keywords: k, localShortcodes: sc, intents: INTENT_CATALOG, intentTerms: (id) => intents[id]?.terms ?? [], stopwords,
  });

  const locale: LocaleData = {
    lang,
    source: `CLDR ${cldrVersion} annotations and derived annotations`,
    n,
    nf,
    kf,
    intents,
    intentSource: curated ? curated.source : `CLDR ${cldrVersion}: names and keywords of each intent's emoji`,
    ix,
  };
  return { locale, details: { lang, k, sc } };
}
