// A list of emoji linking to their pages: glyph and localized name, and with `copyLabel` a button beside each that
// copies the glyph (grid-actions.tsx makes it work and shows it). Shared by the server's browse and search listings,
// the client's live results and the emoji page's lists.
import type { Lang } from '@/lib/emoji/langs';
import { EmojiGlyph } from '@/app/_components/emoji-glyph';

export interface EmojiItem {
  emoji: string;
  slug: string;
  name: string;
  /** Its colour image (lib/emoji glyphImage, a search hit's `image`); null: the text glyph alone. */
  image: string | null;
}

interface Props {
  lang: Lang;
  items: EmojiItem[];
  label?: string;
  /** The copy button's accessible name for an item; no copy buttons without it. */
  copyLabel?: (item: EmojiItem) => string;
  small?: boolean;
}

export function EmojiGrid({ lang, items, label, copyLabel, small }: Props) {
  return (
    <ul className={small ? 'emoji-grid emoji-grid--small' : 'emoji-grid'} aria-label={label}>
      {items.map((item) => (
        <li key={item.slug}>
          <a href={`/${lang}/emoji/${item.slug}`}>
            <EmojiGlyph emoji={item.emoji} image={item.image} size={32} loading="lazy" className="emoji-grid__glyph" decorative />
            <span className="emoji-grid__name">{item.name}</span>
          </a>
          {copyLabel ? (
            // Its icon is drawn by globals.css: an element per emoji counts, with 200 to a grid.
            <button type="button" className="emoji-grid__copy" data-copy={item.emoji} data-slug={item.slug} data-name={item.name} aria-label={copyLabel(item)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

