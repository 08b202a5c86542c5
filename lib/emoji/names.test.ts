import { describe, expect, it } from 'vitest';
import { getCatalog } from './data';
import { LANGS } from './langs';
import { getLocale } from './locale-data';
import { emojiName } from './names';

describe('emojiName', () => {
  it.each(LANGS)('%s: the names file holds the language file’s names, in catalog order', (lang) => {
    const names = getLocale(lang).names;
    const count = getCatalog().emoji.length;
    for (let index = 0; index < count; index++) expect(emojiName(index, lang)).toBe(names.at(index));
    expect(emojiName(count, lang)).toBeUndefined();
  });
});
