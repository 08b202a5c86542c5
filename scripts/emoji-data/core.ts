// Builds the language-independent core: every emoji-test sequence of the Emoji version, joined with
// emojibase (groups, Emoji versions, tags, shortcodes), emoji-datasource (vendors, Slack names), gemoji, and the
// Unicode Character Database's Age of its code points (age.ts).
import type { BuiltCore, CoreData, CoreDetailsData, CoreSourcesData, Preset } from '@/lib/emoji/artifact';
import { fromHexcode, presentationFreeKey, toHexcode, VS16 } from '@/lib/emoji/codepoints';
import { slugify } from '@/lib/emoji/slug';
import { unicodeVersionOf } from './age';
import { datasource, EMOJI_VERSION, emojibase, type EmojibaseEmoji, type Gemoji, loadEmojiTest } from './sources';

type BuiltEmoji = BuiltCore['emoji'][number];

const MODIFIERS = new Set([0x1f3fb, 0x1f3fc, 0x1f3fd, 0x1f3fe, 0x1f3ff]);
const COMPONENT_GROUP = 'component';

const keyOfHex = (hexcode: string) => presentationFreeKey(fromHexcode(hexcode));
const versionLabel = (v: number) => (Number.isInteger(v) ? v.toFixed(1) : String(v));
const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const uniq = (values: string[]) => [...new Set(values.filter((v) => v.length > 0))];

interface CoreInputs {
  englishName: (key: string) => string | undefined;
  gemoji: Gemoji[];
  /** emojilib: glyph -> English keywords, the first being its snake_case name. */
  emojilib: Record<string, string[]>;
  /** Slugs already published (data/emoji-slugs.json), by hexcode: a dataset upgrade must not rename a page. */
  publishedSlugs: Record<string, string>;
}

export function buildCore({ englishName, gemoji, emojilib, publishedSlugs }: CoreInputs): BuiltCore {
  const statuses = new Map<string, 0 | 1 | 2>();
  for (const forms of Object.values(emojibase.qualifications())) {
    for (const [hex, status] of Object.entries(forms)) statuses.set(hex, status);
  }
  const canonical: string[] = [];
  const forms = new Map<string, [string, 1 | 2][]>();
  const sequences = loadEmojiTest();
  const listed = new Set(sequences);
  // `☕️` beside a fully-qualified `☕` is a variation sequence that emoji-test.txt does not list.
  const redundantVs16 = (seq: string) => {
    const [first, second, ...rest] = [...seq];
    return second === '\uFE0F' && rest.length === 0 && listed.has(first as string) && !statuses.get(toHexcode(first as string));
  };
  for (const seq of sequences) {
    if (redundantVs16(seq)) continue;
    const status = statuses.get(toHexcode(seq));
    const key = presentationFreeKey(seq);
    if (status === 1 || status === 2) forms.set(key, [...(forms.get(key) ?? []), [toHexcode(seq), status]]);
    else canonical.push(seq);
  }

  const base = new Map<string, { e: EmojibaseEmoji; parent?: EmojibaseEmoji }>();
  for (const e of emojibase.data()) {
    base.set(keyOfHex(e.hexcode), { e });
    for (const skin of e.skins ?? []) base.set(keyOfHex(skin.hexcode), { e: skin, parent: e });
  }
  const { groups: groupNames, subgroups: subgroupNames } = emojibase.groups();
  const groups = Object.values(groupNames);
  const subgroups = Object.values(subgroupNames);

  const shortcodes = new Map<string, Partial<Record<Preset, string[]>>>();
  const addShortcodes = (key: string, preset: Preset, codes: string[]) => {
    const entry = shortcodes.get(key) ?? {};
    entry[preset] = uniq([...(entry[preset] ?? []), ...codes]);
    shortcodes.set(key, entry);
  };
  const presetFiles: [Preset, string][] = [['github', 'github'], ['slack', 'iamcal'], ['emojibase', 'emojibase'], ['cldr', 'cldr']];
  for (const [preset, file] of presetFiles) {
    for (const [hex, codes] of Object.entries(emojibase.shortcodes('en', file) ?? {})) addShortcodes(keyOfHex(hex), preset, list(codes));
  }
  const gemojiByKey = new Map<string, Gemoji>();
  for (const g of gemoji) {
    gemojiByKey.set(presentationFreeKey(g.emoji), g);
    addShortcodes(presentationFreeKey(g.emoji), 'github', g.names);
  }

  const vendors = new Map<string, { vd: number; ds?: BuiltEmoji['ds'] }>();
  const bits = (d: { has_img_apple: boolean; has_img_google: boolean; has_img_twitter: boolean; has_img_facebook: boolean }) =>
    (d.has_img_apple ? 1 : 0) | (d.has_img_google ? 2 : 0) | (d.has_img_twitter ? 4 : 0) | (d.has_img_facebook ? 8 : 0);
  for (const d of datasource()) {
    const key = keyOfHex(d.unified);
    vendors.set(key, {
      vd: bits(d),
      ds: { added: d.added_in, img: d.image, name: d.name ?? '', cat: d.category, sub: d.subcategory },
    });
    addShortcodes(key, 'slack', d.short_names);
    for (const skin of Object.values(d.skin_variations ?? {})) {
      vendors.set(keyOfHex(skin.unified), { vd: bits(skin), ds: { added: skin.added_in, img: skin.image } });
    }
  }

  const community = new Map(Object.entries(emojilib).map(([glyph, words]) => [presentationFreeKey(glyph), words.slice(1)]));

  const symbolName = (ch: string) => englishName(presentationFreeKey(ch));
  const previousSlugs = new Map(Object.entries(publishedSlugs).map(([hex, slug]) => [presentationFreeKey(fromHexcode(hex)), slug]));

  const rows = canonical.map((seq) => {
    const key = presentationFreeKey(seq);
    const info = base.get(key);
    if (!info) throw new Error(`emojibase has no entry for ${toHexcode(seq)}`);
    const { e, parent } = info;
    const group = e.group ?? parent?.group;
    const subgroup = e.subgroup ?? parent?.subgroup;
    if (group === undefined || subgroup === undefined) throw new Error(`no group for ${e.hexcode}`);
    const cps = [...seq].map((c) => c.codePointAt(0) as number);
    const tones = cps.filter((cp) => MODIFIERS.has(cp)).map((cp) => cp - 0x1f3fa);
    const name = englishName(key) ?? e.label;
    const gm = gemojiByKey.get(key);
    const vendor = vendors.get(key);
    const row: BuiltEmoji & { key: string; name: string; parentKey?: string } = {
      key,
      name,
      h: toHexcode(seq),
      s: previousSlugs.get(key) ?? slugify(name, symbolName),
      g: group,
      sg: subgroup,
      v: versionLabel(e.version),
      u: unicodeVersionOf(seq),
      o: e.order ?? Number.MAX_SAFE_INTEGER,
      parentKey: parent ? keyOfHex(parent.hexcode) : undefined,
    };
    if (cps[1] === VS16) row.tp = 1;
    if (parent && tones.length > 0 && !MODIFIERS.has(cps[0] as number)) row.t = tones;
    const f = forms.get(key);
    if (f) row.f = f;
    const sc = shortcodes.get(key);
    if (sc) row.sc = sc;
    const tg = uniq([...(e.tags ?? []), ...(gm?.tags ?? [])].map((t) => t.toLowerCase()));
    if (tg.length) row.tg = tg;
    const lk = uniq((community.get(key) ?? []).map((w) => w.toLowerCase().replace(/_/g, ' '))).filter((w) => !tg.includes(w));
    if (lk.length) row.lk = lk;
    const em = list(e.emoticon);
    if (em.length) row.em = em;
    if (vendor) {
      row.vd = vendor.vd;
      if (vendor.ds) {
        const { img, ...rest } = vendor.ds;
        row.ds = img === `${row.h.toLowerCase()}.png` ? rest : vendor.ds;
      }
    }
    if (gm) row.gm = { desc: gm.description, cat: gm.category };
    if (e.label !== name) row.lb = e.label;
    if (groups[group] === COMPONENT_GROUP) row.c = 1;
    return row;
  });

  rows.sort((a, b) => a.o - b.o || a.h.localeCompare(b.h));
  const indexByKey = new Map(rows.map((r, i) => [r.key, i]));
  const slugOwner = new Map<string, string>();
  for (const r of rows) {
    const owner = slugOwner.get(r.s);
    if (owner) throw new Error(`slug ${r.s} of ${r.h} collides with ${owner}`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.s)) throw new Error(`slug ${r.s} of ${r.h} is not ASCII kebab case`);
    slugOwner.set(r.s, r.h);
  }
  const emoji: BuiltEmoji[] = rows.map(({ key: _key, name: _name, parentKey, ...r }) => {
    if (parentKey && r.t) r.b = indexByKey.get(parentKey);
    return r;
  });

  return {
    meta: {
      emojiVersion: EMOJI_VERSION,
      sources: {},
      counts: {
        emoji: emoji.length,
        components: emoji.filter((e) => e.c).length,
        skinToneVariants: emoji.filter((e) => e.b !== undefined).length,
        otherForms: emoji.reduce((n, e) => n + (e.f?.length ?? 0), 0),
      },
    },
    groups,
    subgroups,
    emoji,
  };
}

/** The hot core that search loads, and the parts that only views and exports, or comparisons, read (artifact.ts). */
export function splitCore({ emoji, ...rest }: BuiltCore): { core: CoreData; details: CoreDetailsData; sources: CoreSourcesData } {
  const hot = emoji.map(({ u: _u, tp: _tp, f: _f, sc: _sc, tg: _tg, lk: _lk, vd: _vd, ds: _ds, gm: _gm, lb: _lb, im: _im, ...row }) => row);
  return {
    core: { ...rest, emoji: hot },
    details: { emoji: emoji.map(({ u, tp, f, sc, tg, vd }) => ({ u, tp, f, sc, tg, vd })) },
    sources: { emoji: emoji.map(({ ds, gm, lb, im }) => ({ ds, gm, lb, im })) },
  };
}

/** Presentation-free key -> core index, to join per-language data onto the core. */
export function coreIndexByKey(core: BuiltCore): Map<string, number> {
  return new Map(core.emoji.map((e, i) => [presentationFreeKey(fromHexcode(e.h)), i]));
}
