// A list of emoji linking to their pages: glyph and localized name. Shared by the server's browse and search
// listings and the client's live results.
import type { Lang } from '@/lib/emoji/langs';
import { EmojiGlyph } from '@/app/_components/emoji-glyph';

export interface EmojiItem {
  emoji: string;
  slug: string;
  name: string;
  /** Its colour image (lib/emoji glyphImage, a search hit's `image`); null: the text glyph alone. */
  image: string | null;
}

export function EmojiGrid({ lang, items, label }: { lang: Lang; items: EmojiItem[]; label?: string }) {
  return (
    <ul className="emoji-grid" lang={lang} aria-label={label}>
      {items.map((item) => (
        <li key={item.slug}>
          <a href={`/${lang}/emoji/${item.slug}`}>
            <span className="emoji-grid__glyph" aria-hidden="true">
              <EmojiGlyph emoji={item.emoji} image={item.image} size={32} loading="lazy" />
            </span>
            <span className="emoji-grid__name">{item.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
