import { describe, expect, it } from 'vitest';
import { getCatalog } from './data';
import { makeupOf, relatedEmoji } from './related';
import { slugIndex } from './slug-index';

const at = (slug: string) => slugIndex(slug) as number;

describe('makeupOf', () => {
  it('names the parts of a ZWJ sequence, each with its own page, a toned part included', () => {
    expect(makeupOf(at('woman-astronaut-medium-skin-tone'), 'de')).toEqual({
      kind: 'zwj',
      parts: [
        { emoji: '👩🏽', slug: 'woman-medium-skin-tone', name: 'Frau: mittlere Hautfarbe' },
        { emoji: '🚀', slug: 'rocket', name: 'Rakete' },
      ],
    });
    expect(makeupOf(at('rainbow-flag'), 'en')?.parts.map((part) => part.slug)).toEqual(['white-flag', 'rainbow']);
  });

  it('names the base and the tone of a skin-tone variant', () => {
    expect(makeupOf(at('thumbs-up-dark-skin-tone'), 'en')).toEqual({
      kind: 'skin-tone',
      parts: [
        { emoji: '👍', slug: 'thumbs-up', name: 'thumbs up' },
        { emoji: '🏿', slug: 'dark-skin-tone', name: 'dark skin tone' },
      ],
    });
  });

  it('is null for an emoji of one piece', () => {
    expect(makeupOf(at('grinning-face'), 'en')).toBeNull();
    expect(makeupOf(at('flag-germany'), 'en')).toBeNull();
  });
});

describe('relatedEmoji', () => {
  it('lists emoji sharing keywords and the subgroup, named in the language, best first', () => {
    const related = relatedEmoji(at('thumbs-up'), 'de');
    expect(related).toHaveLength(12);
    expect(related.slice(0, 3)).toContainEqual({ emoji: '👎', slug: 'thumbs-down', name: 'Daumen runter' });
    expect(related.map((emoji) => emoji.slug)).toContain('oncoming-fist');
  });

  it('leaves out the emoji itself, skin-tone variants and components', () => {
    const { emoji } = getCatalog();
    for (const slug of ['thumbs-up', 'thumbs-up-medium-skin-tone', 'woman-astronaut', 'red-heart']) {
      const related = relatedEmoji(at(slug), 'en', 30);
      const base = emoji[at(slug)]?.baseIndex ?? at(slug);
      expect(related.map((other) => other.slug)).not.toContain(emoji[base]?.slug);
      for (const other of related) {
        expect(emoji[at(other.slug)]?.baseIndex, other.slug).toBeUndefined();
        expect(emoji[at(other.slug)]?.component, other.slug).toBe(false);
      }
    }
  });
});
