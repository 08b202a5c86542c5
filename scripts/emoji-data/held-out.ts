// The fifth of emojilib's keywords that a held-out measurement leaves out of the index (bench/emoji): chosen by
// a hash of the keyword, so the split is fixed and every emoji that has the keyword loses it.

export function isHeldOut(keyword: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < keyword.length; i++) hash = Math.imul(hash ^ keyword.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 5 === 0;
}

/** emojilib keywords as the build stores them: lower case, underscores as spaces. */
export function normalKeyword(keyword: string): string {
  return keyword.toLowerCase().replace(/_/g, ' ');
}
