// The core catalog: every emoji's record and glyph at once, the maps over them each on first read (search needs
// few of them; resolve, lint and views the rest), and the core's cold files through the readers data.ts passes in.
import { type CoreData, type CoreDetails, type CoreSources, type Preset, PRESETS } from './artifact';
import { fromHexcode, presentationFreeHexcode } from './codepoints';
import { NameList } from './name-list';
import { PostingTable } from './posting-table';
import { EmojiRecord, type RecordContext } from './record';
import type { ShortcodeFile } from './shortcode-file';

const MODIFIER_MIN = 0x1f3fb;
const MODIFIER_MAX = 0x1f3ff;

export interface Catalog {
  meta: CoreData['meta'];
  /** Group names in Unicode order. */
  groups: string[];
  emoji: EmojiRecord[];
  glyphs: string[];
  /** Presentation-free key (every qualification of one emoji shares it) -> index. */
  readonly byKey: Map<string, number>;
  readonly bySlug: Map<string, number>;
  /** Lower-cased shortcode -> matches, in preset priority order (reads the details). */
  readonly byShortcode: Map<string, { index: number; preset: Preset }[]>;
  /** Lower-cased shortcode -> the emoji that have it in any preset, without reading the details. */
  readonly shortcodeOwners: PostingTable;
  readonly byEmoticon: Map<string, number>;
  /** Base index -> its skin-tone variants. */
  readonly variants: Map<number, number[]>;
  /** Code points that take a skin-tone modifier somewhere in an RGI sequence. */
  readonly modifierBases: Set<number>;
  /** Index of each component by hexcode (`1F3FB` ...). */
  readonly componentByHex: Map<string, number>;
}

type LazyMap = Exclude<keyof Catalog, 'meta' | 'groups' | 'emoji' | 'glyphs'>;

/** Readers of the core's cold files, each called at most once. */
export interface CoreReaders {
  details: () => CoreDetails[];
  sources: () => CoreSources[];
  shortcodes: () => ShortcodeFile;
}

export function buildCatalog(data: CoreData, read: CoreReaders): Catalog {
  let details: CoreDetails[] | undefined;
  let sources: CoreSources[] | undefined;
  let shortcodes: ShortcodeFile | undefined;
  const firstShortcodes = new Map<Preset, NameList>();
  const shortcodeFile = () => (shortcodes ??= read.shortcodes());
  const context: RecordContext = {
    groups: data.groups,
    subgroups: data.subgroups,
    details: () => (details ??= read.details()),
    sources: () => (sources ??= read.sources()),
    firstShortcodes(preset) {
      let list = firstShortcodes.get(preset);
      if (!list) {
        const { text, starts } = shortcodeFile().first[preset];
        list = new NameList(text, starts);
        firstShortcodes.set(preset, list);
      }
      return list;
    },
  };
  const emoji = data.emoji.map((raw, index) => new EmojiRecord(raw, index, context));
  const glyphs = emoji.map((record) => fromHexcode(record.hexcode));
  const maps: { -readonly [K in LazyMap]?: Catalog[K] } = {};
  return {
    meta: data.meta,
    groups: data.groups,
    emoji,
    glyphs,
    get byKey() {
      return (maps.byKey ??= new Map(emoji.map((record, index) => [presentationFreeHexcode(record.hexcode), index])));
    },
    get bySlug() {
      return (maps.bySlug ??= new Map(emoji.map((record, index) => [record.slug, index])));
    },
    get byShortcode() {
      return (maps.byShortcode ??= shortcodeMatches(emoji));
    },
    get shortcodeOwners() {
      return (maps.shortcodeOwners ??= new PostingTable(shortcodeFile().owners));
    },
    get byEmoticon() {
      return (maps.byEmoticon ??= emoticonOwners(emoji));
    },
    get variants() {
      return (maps.variants ??= skinToneVariants(emoji));
    },
    get modifierBases() {
      return (maps.modifierBases ??= modifierBasesOf(emoji, glyphs));
    },
    get componentByHex() {
      return (maps.componentByHex ??= new Map(emoji.flatMap((record, index) => (record.component ? [[record.hexcode, index]] : []))));
    },
  };
}

function shortcodeMatches(emoji: EmojiRecord[]): Catalog['byShortcode'] {
  const byShortcode = new Map<string, { index: number; preset: Preset }[]>();
  emoji.forEach((record, index) => {
    for (const preset of PRESETS) {
      for (const code of record.shortcodes?.[preset] ?? []) {
        const key = code.toLowerCase();
        const list = byShortcode.get(key) ?? [];
        if (!list.some((m) => m.index === index && m.preset === preset)) list.push({ index, preset });
        byShortcode.set(key, list);
      }
    }
  });
  const priority = (preset: Preset) => PRESETS.indexOf(preset);
  for (const list of byShortcode.values()) list.sort((a, b) => priority(a.preset) - priority(b.preset) || a.index - b.index);
  return byShortcode;
}

/** The first emoji to list an emoticon owns it. */
function emoticonOwners(emoji: EmojiRecord[]): Map<string, number> {
  const byEmoticon = new Map<string, number>();
  emoji.forEach((record, index) => {
    for (const emoticon of record.emoticons ?? []) if (!byEmoticon.has(emoticon)) byEmoticon.set(emoticon, index);
  });
  return byEmoticon;
}

function skinToneVariants(emoji: EmojiRecord[]): Map<number, number[]> {
  const variants = new Map<number, number[]>();
  emoji.forEach((record, index) => {
    const base = record.baseIndex;
    if (base !== undefined) variants.set(base, [...(variants.get(base) ?? []), index]);
  });
  return variants;
}

function modifierBasesOf(emoji: EmojiRecord[], glyphs: string[]): Set<number> {
  const modifierBases = new Set<number>();
  emoji.forEach((record, index) => {
    if (record.component) return;
    const cps = [...(glyphs[index] as string)].map((c) => c.codePointAt(0) as number);
    cps.forEach((cp, i) => {
      const next = cps[i + 1];
      if (next !== undefined && next >= MODIFIER_MIN && next <= MODIFIER_MAX) modifierBases.add(cp);
    });
  });
  return modifierBases;
}

