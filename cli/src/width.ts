// Terminal column width of strings holding emoji, so tables stay aligned: an emoji-presentation grapheme takes two
// columns, as do East Asian wide characters; control characters take none.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u;
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Mn}\p{Me}]+$/u;

export function graphemeWidth(grapheme: string): number {
  if (INVISIBLE.test(grapheme)) return 0;
  if (EMOJI_PRESENTATION.test(grapheme) || WIDE.test(grapheme)) return 2;
  return 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const { segment } of segmenter.segment(text)) width += graphemeWidth(segment);
  return width;
}

export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Shortens to at most `width` columns, marking the cut with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    const w = graphemeWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}
