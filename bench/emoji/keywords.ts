// emojilib's distinctive keywords as test cases: every keyword (beyond each emoji's snake_case name) that at most
// three emoji share, with those emoji as the accepted answers.
import { emojilib } from '@/scripts/emoji-data/sources';
import { normalKeyword } from '@/scripts/emoji-data/held-out';

export { isHeldOut } from '@/scripts/emoji-data/held-out';

export function distinctiveKeywords(): { query: string; expect: string[] }[] {
  const owners = new Map<string, Set<string>>();
  for (const [glyph, words] of Object.entries(emojilib())) {
    for (const word of words.slice(1)) {
      const key = normalKeyword(word);
      owners.set(key, (owners.get(key) ?? new Set()).add(glyph));
    }
  }
  return [...owners].filter(([, glyphs]) => glyphs.size <= 3).map(([query, glyphs]) => ({ query, expect: [...glyphs] }));
}
