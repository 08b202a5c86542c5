// The layout of data/emoji/shortcodes.bin, the two views of the core's shortcodes that every search and suggestion
// reads: the build writes it with encodeShortcodes, data.ts reads it with readShortcodes. Binary sections load without
// parsing, so a cold start does not pay for the full shortcode lists (core-details.json) to answer these two.
import { type CoreDetails, type Preset, PRESETS } from './artifact';
import { encodePostingTable, type EncodedPostingTable, lineStarts } from './posting-table';
import { type Section, Sections, writeSections } from './sections';

export interface ShortcodeFile {
  /** Lower-cased shortcode of any preset -> the emoji that have it (search's exact-shortcode bonus). */
  owners: EncodedPostingTable;
  /** Per preset, each emoji's first shortcode ('' when none) joined by `\n`, and where each starts (NameList). */
  first: Record<Preset, { text: string; starts: Uint32Array }>;
}

export function encodeShortcodes(shortcodes: CoreDetails['sc'][]): Buffer {
  const owners = new Map<string, number[]>();
  shortcodes.forEach((byPreset, index) => {
    for (const preset of PRESETS) {
      for (const code of byPreset?.[preset] ?? []) {
        const key = code.toLowerCase();
        const list = owners.get(key);
        if (list) list.push(index);
        else owners.set(key, [index]);
      }
    }
  });
  const { keys, starts, offsets, values } = encodePostingTable(owners);
  const sections: Record<string, Section> = { 'owners.keys': keys, 'owners.starts': starts, 'owners.offsets': offsets, 'owners.values': values };
  for (const preset of PRESETS) {
    const text = shortcodes.map((byPreset) => byPreset?.[preset]?.[0] ?? '').join('\n');
    Object.assign(sections, { [`first.${preset}`]: text, [`first.${preset}.starts`]: lineStarts(text) });
  }
  return writeSections(sections);
}

export function readShortcodes(path: string, bytes: Buffer): ShortcodeFile {
  const file = new Sections(path, bytes);
  const first = (preset: Preset) => ({ text: file.string(`first.${preset}`), starts: file.numbers(`first.${preset}.starts`) as Uint32Array });
  return {
    owners: {
      keys: file.string('owners.keys'),
      starts: file.numbers('owners.starts') as Uint32Array,
      offsets: file.numbers('owners.offsets') as Uint32Array,
      values: file.numbers('owners.values'),
    },
    first: Object.fromEntries(PRESETS.map((preset) => [preset, first(preset)])) as ShortcodeFile['first'],
  };
}
