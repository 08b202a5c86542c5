// A list of emoji linking to their pages: glyph and localized name. Shared by the server's browse and search
// listings and the client's live results.
import type { Lang } from '@/lib/emoji/langs';

export interface EmojiItem {
  emoji: string;
  slug: string;
  name: string;
}

export function EmojiGrid({ lang, items, label }: { lang: Lang; items: EmojiItem[]; label?: string }) {
  return (
    <ul className="emoji-grid" lang={lang} aria-label={label}>
      {items.map((item) => (
        <li key={item.slug}>
          <a href={`/${lang}/emoji/${item.slug}`}>
            <span className="emoji-grid__glyph" aria-hidden="true">
              {item.emoji}
            </span>
            <span className="emoji-grid__name">{item.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
