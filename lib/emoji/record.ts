// The engine's view of one core emoji: named getters over the artifact's short keys (compact on disk, see
// artifact.ts), so no other module reads the file format. Getters rather than decoded copies: a copy with every
// field set costs ~1.2 MB more heap for the core, and the getters inline to the same property loads.
import { type CoreDetails, type CoreEmoji, type CoreSources, FORM_STATUS, type Preset } from './artifact';
import type { NameList } from './name-list';

/** What records share beyond their own hot fields; data.ts reads the cold files on first use. */
export interface RecordContext {
  groups: string[];
  subgroups: string[];
  details(): CoreDetails[];
  sources(): CoreSources[];
  firstShortcodes(preset: Preset): NameList;
}

const NOTHING = {};

export interface EmojiForm {
  hexcode: string;
  qualification: (typeof FORM_STATUS)[keyof typeof FORM_STATUS];
}

export class EmojiRecord {
  constructor(
    private readonly raw: CoreEmoji,
    private readonly index: number,
    private readonly context: RecordContext,
  ) {}

  private get details(): CoreDetails {
    const details = this.context.details()[this.index];
    if (!details) throw new RangeError(`core-details.json has no entry ${this.index}: rebuild data/emoji`);
    return details;
  }

  private get sources(): CoreSources {
    return this.context.sources()[this.index] ?? NOTHING;
  }

  /** Fully-qualified hexcode, e.g. `1F44D-1F3FD`. */
  get hexcode(): string {
    return this.raw.h;
  }

  /** Unique and stable: public URLs and counters use it. */
  get slug(): string {
    return this.raw.s;
  }

  get group(): string {
    return this.context.groups[this.raw.g] ?? '';
  }

  get subgroup(): string {
    return this.context.subgroups[this.raw.sg] ?? '';
  }

  /** Emoji version that introduced it. */
  get emojiVersion(): string {
    return this.raw.v;
  }

  /** Unicode version of its code points (the newest UCD Age among them); a sequence itself is as new as its emojiVersion. */
  get unicodeVersion(): string {
    return this.details.u;
  }

  /** Position in Unicode's emoji ordering. */
  get order(): number {
    return this.raw.o;
  }

  /** The first code point defaults to text presentation. */
  get textPresentation(): boolean {
    return this.details.tp === 1;
  }

  /** Index of the skin-tone base emoji. */
  get baseIndex(): number | undefined {
    return this.raw.b;
  }

  /** Skin tones (1 light .. 5 dark) in sequence order. */
  get tones(): number[] | undefined {
    return this.raw.t;
  }

  /** Other emoji-test forms (minimally-qualified, unqualified). */
  get forms(): EmojiForm[] | undefined {
    return this.details.f?.map(([hexcode, status]) => ({ hexcode, qualification: FORM_STATUS[status] }));
  }

  /** Shortcodes per preset, without colons. */
  get shortcodes(): Partial<Record<Preset, string[]>> | undefined {
    return this.details.sc;
  }

  /** The first shortcode in `preset`, without reading the full lists. */
  firstShortcode(preset: Preset): string | undefined {
    return this.context.firstShortcodes(preset).at(this.index) || undefined;
  }

  /** English tags from emojibase and gemoji. */
  get tags(): string[] | undefined {
    return this.details.tg;
  }

  get emoticons(): string[] | undefined {
    return this.raw.em;
  }

  /** Vendor image availability in emoji-datasource, one bit per VENDORS entry; undefined: not in the dataset. */
  get vendorBits(): number | undefined {
    return this.details.vd;
  }

  /** emoji-datasource: the version that added it. */
  get datasourceAdded(): string | undefined {
    return this.sources.ds?.added;
  }

  /** emoji-datasource image file, when it is not `<hexcode lowercased>.png`. */
  get datasourceImage(): string | undefined {
    return this.sources.ds?.img;
  }

  /** emoji-datasource Unicode name, category and subcategory; skin-tone variants have none (their base has). */
  get unicodeName(): string | undefined {
    return this.sources.ds?.name;
  }

  get datasourceCategory(): string | undefined {
    return this.sources.ds?.cat;
  }

  get datasourceSubcategory(): string | undefined {
    return this.sources.ds?.sub;
  }

  get gemojiDescription(): string | undefined {
    return this.sources.gm?.desc;
  }

  get gemojiCategory(): string | undefined {
    return this.sources.gm?.cat;
  }

  /** English label of emojibase (differs from CLDR for some). */
  get emojibaseLabel(): string | undefined {
    return this.sources.lb;
  }

  /** Which open image sets have it, one bit per IMAGE_SETS entry (image-sets.ts). */
  get imageBits(): number {
    return this.sources.im ?? 0;
  }

  /** Skin tones and hair styles. */
  get component(): boolean {
    return this.raw.c === 1;
  }
}
