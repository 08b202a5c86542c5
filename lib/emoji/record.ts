// The engine's view of one core emoji: named getters over the artifact's short keys (compact on disk, see
// artifact.ts), so no other module reads the file format. Getters rather than decoded copies: a copy with every
// field set costs ~1.2 MB more heap for the core, and the getters inline to the same property loads.
import { type CoreData, type CoreEmoji, FORM_STATUS, type Preset } from './artifact';

export interface EmojiForm {
  hexcode: string;
  qualification: (typeof FORM_STATUS)[keyof typeof FORM_STATUS];
}

export class EmojiRecord {
  constructor(
    private readonly raw: CoreEmoji,
    private readonly data: CoreData,
  ) {}

  /** Fully-qualified hexcode, e.g. `1F44D-1F3FD`. */
  get hexcode(): string {
    return this.raw.h;
  }

  /** Unique and stable: public URLs and counters use it. */
  get slug(): string {
    return this.raw.s;
  }

  get group(): string {
    return this.data.groups[this.raw.g] ?? '';
  }

  get subgroup(): string {
    return this.data.subgroups[this.raw.sg] ?? '';
  }

  /** Emoji version that introduced it. */
  get emojiVersion(): string {
    return this.raw.v;
  }

  /** Unicode version of its newest code point. */
  get unicodeVersion(): string | undefined {
    return this.raw.u;
  }

  /** Position in Unicode's emoji ordering. */
  get order(): number {
    return this.raw.o;
  }

  /** The first code point defaults to text presentation. */
  get textPresentation(): boolean {
    return this.raw.tp === 1;
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
    return this.raw.f?.map(([hexcode, status]) => ({ hexcode, qualification: FORM_STATUS[status] }));
  }

  /** Shortcodes per preset, without colons. */
  get shortcodes(): Partial<Record<Preset, string[]>> | undefined {
    return this.raw.sc;
  }

  /** English tags from emojibase and gemoji. */
  get tags(): string[] | undefined {
    return this.raw.tg;
  }

  /** English community keywords from emojilib, beyond the tags. */
  get communityKeywords(): string[] | undefined {
    return this.raw.lk;
  }

  get emoticons(): string[] | undefined {
    return this.raw.em;
  }

  /** Vendor image availability in emoji-datasource, one bit per VENDORS entry; undefined: not in the dataset. */
  get vendorBits(): number | undefined {
    return this.raw.vd;
  }

  /** emoji-datasource: the version that added it. */
  get datasourceAdded(): string | undefined {
    return this.raw.ds?.added;
  }

  /** emoji-datasource image file, when it is not `<hexcode lowercased>.png`. */
  get datasourceImage(): string | undefined {
    return this.raw.ds?.img;
  }

  /** emoji-datasource Unicode name, category and subcategory; skin-tone variants have none (their base has). */
  get unicodeName(): string | undefined {
    return this.raw.ds?.name;
  }

  get datasourceCategory(): string | undefined {
    return this.raw.ds?.cat;
  }

  get datasourceSubcategory(): string | undefined {
    return this.raw.ds?.sub;
  }

  get gemojiDescription(): string | undefined {
    return this.raw.gm?.desc;
  }

  get gemojiCategory(): string | undefined {
    return this.raw.gm?.cat;
  }

  /** English label of emojibase (differs from CLDR for some). */
  get emojibaseLabel(): string | undefined {
    return this.raw.lb;
  }

  /** Skin tones and hair styles. */
  get component(): boolean {
    return this.raw.c === 1;
  }
}
