// Looks for markup tags a browser (or a mis-configured server) would act on, in ASCII and in UTF-16 (either byte
// order: "<\0s\0c\0..." and "\0<\0s\0c..." read the same from the '<'), so an image that is also an HTML page is refused.
import type { FileCursor } from './file-cursor';

// In a whole image only names of four or more letters: in 10 MiB of compressed data a 3-letter tag would match by
// chance about once in two thousand files, a 4-letter one about once in a million. XMP in photos uses none of them.
const PAGE_TAGS = ['script', 'html', 'body', 'head', 'iframe', '!doctype', '?php', 'object', 'embed', 'meta', 'link',
  'style', 'form', 'base'];
// A colour profile is a few KiB, so shorter names (and elements that run script without a click) cost nothing there.
const PROFILE_TAGS = [...PAGE_TAGS, 'svg', 'img', 'image', 'video', 'audio', 'source', 'input', 'textarea', 'select',
  'button', 'details', 'marquee', 'frame', 'frameset', 'applet', 'math', 'animate', 'xmp', '?xml'];

interface TagSet {
  tags: number[][];
  /** First letters of the tags, both cases: most '<' bytes in compressed data are ruled out by one lookup. */
  firstBytes: Set<number>;
  longest: number;
}

function tagSet(names: string[]): TagSet {
  return {
    tags: names.map((tag) => [...tag].map((char) => char.charCodeAt(0))),
    firstBytes: new Set(names.flatMap((tag) => [tag.charCodeAt(0), tag.toUpperCase().charCodeAt(0)])),
    longest: Math.max(...names.map((tag) => tag.length)),
  };
}

const PAGE = tagSet(PAGE_TAGS);
const PROFILE = tagSet(PROFILE_TAGS);
const TAG_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);

/** `tag` at `at`, its letters `stride` bytes apart (2: UTF-16, a zero after each letter), then a byte ending a tag name. */
function matchesTag(bytes: Uint8Array, at: number, tag: number[], stride: 1 | 2): boolean {
  for (let index = 0; index < tag.length; index += 1) {
    const byte = bytes[at + index * stride];
    // ASCII lower-casing: markup tags are case-insensitive.
    if (byte === undefined || (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte) !== tag[index]) return false;
    if (stride === 2 && bytes[at + index * 2 + 1] !== 0) return false;
  }
  const after = bytes[at + tag.length * stride];
  return after !== undefined && TAG_END.has(after);
}

/** True when a tag starts with a '<' before `limit` (bytes after it only complete a tag begun before). */
function hasTag(bytes: Uint8Array, limit: number, set: TagSet): boolean {
  for (let at = bytes.indexOf(0x3c); at !== -1 && at < limit; at = bytes.indexOf(0x3c, at + 1)) {
    const next = bytes[at + 1] ?? -1;
    const [start, stride] = next === 0 ? ([at + 2, 2] as const) : ([at + 1, 1] as const);
    if (!set.firstBytes.has(bytes[start] ?? -1)) continue;
    if (set.tags.some((tag) => matchesTag(bytes, start, tag, stride))) return true;
  }
  return false;
}

const SCAN_WINDOW = 64 * 1024;
/** Windows overlap by a UTF-16 '<', the longest tag and the byte after it, so a tag across a window edge is still seen. */
const SCAN_OVERLAP = 2 * (PAGE.longest + 3);

/** Markup anywhere in a file, read through the cursor one window at a time. */
export async function containsMarkup(file: FileCursor): Promise<boolean> {
  for (let start = 0; start < file.size; start += SCAN_WINDOW) {
    const bytes = await file.read(start, SCAN_WINDOW + SCAN_OVERLAP);
    // A '<' in the overlap belongs to the next window.
    if (hasTag(bytes, Math.min(bytes.length, SCAN_WINDOW), PAGE)) return true;
  }
  return false;
}

/** Markup in an embedded colour profile (held whole in memory), with the longer list of tag names. */
export const profileHasMarkup = (profile: Uint8Array): boolean => hasTag(profile, profile.length, PROFILE);
