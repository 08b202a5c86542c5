// Grapheme clusters (Intl.Segmenter, extended grapheme clusters) of an unbounded text in linear time.
// V8 builds a fresh copy of the whole input for every segment it hands out, so iterating the segments of one
// long string costs length x segments: 20,000 characters took 960 MB. Segmenting short windows instead bounds
// each copy. Windows start at cluster boundaries, and every UAX #29 rule decides a boundary from the text
// before it and the one character after it, so every cluster that ends before a window's end is final; the
// last one may continue past the window and is segmented again at the start of the next window.

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Units per segmenter call: long enough to amortize the call, short enough that the per-segment copies stay cheap. */
const GRAPHEME_WINDOW = 128;

/**
 * Code points whose Grapheme_Cluster_Break is Other (printable ASCII, Latin, Greek, Cyrillic, CJK ideographs, symbols
 * and most pictographs; not modifiers, regional indicators or anything that joins): between two of them UAX #29 always
 * breaks, so runs of them need no segmenter. graphemes.test.ts checks every one of them with ICU.
 */
export function isPlain(cp: number): boolean {
  if (cp < 0x300) return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp !== 0xad);
  if (cp < 0x530) return (cp >= 0x370 && cp <= 0x482) || cp >= 0x48a;
  if (cp < 0x2c00) return (cp >= 0x2010 && cp <= 0x2027) || (cp >= 0x2030 && cp <= 0x205e) || (cp >= 0x2070 && cp <= 0x20cf) || cp >= 0x2100;
  if (cp < 0x10000) return cp >= 0x4e00 && cp <= 0x9fff;
  return (cp >= 0x1f000 && cp < 0x1f1e6) || (cp >= 0x1f200 && cp < 0x1f3fb) || (cp >= 0x1f400 && cp <= 0x1faff);
}

/** Calls `visit(start, end)` (UTF-16 offsets) for every grapheme cluster of `text`, in order. */
export function forEachGrapheme(text: string, visit: (start: number, end: number) => void, window = GRAPHEME_WINDOW): void {
  const length = text.length;
  const starts: number[] = [];
  let start = 0;
  let size = window;
  while (start < length) {
    const cp = text.codePointAt(start) as number;
    const width = cp > 0xffff ? 2 : 1;
    if (isPlain(cp) && (start + width === length || isPlain(text.codePointAt(start + width) as number))) {
      visit(start, start + width);
      start += width;
      continue;
    }
    let end = Math.min(length, start + size);
    // The character after a boundary decides it, so a window never ends inside a surrogate pair.
    if ((text.charCodeAt(end - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(end) & 0xfc00) === 0xdc00) end += 1;
    starts.length = 0;
    let complete = end === length;
    for (const { index } of segmenter.segment(text.slice(start, end))) {
      starts.push(index);
      // A window grown for one long cluster: once that cluster is known to end, carry on behind it.
      if (size > window && starts.length === 2) {
        complete = false;
        break;
      }
    }
    if (complete) {
      starts.forEach((from, k) => visit(start + from, start + (starts[k + 1] ?? end - start)));
      return;
    }
    if (starts.length === 1) {
      // One cluster fills the window and may go on: look further, doubling so that a long cluster costs linear time.
      size *= 2;
      continue;
    }
    for (let k = 0; k + 1 < starts.length; k++) visit(start + (starts[k] as number), start + (starts[k + 1] as number));
    start += starts[starts.length - 1] as number;
    size = window;
  }
}

export function countGraphemes(text: string): number {
  let count = 0;
  forEachGrapheme(text, () => {
    count += 1;
  });
  return count;
}
