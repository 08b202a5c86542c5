// A list of emoji linking to their pages: glyph and localized name, and with `copyLabel` a button beside each that
// copies the glyph (grid-actions.tsx makes it work and shows it). Shared by the server's browse and search listings,
// the client's live results and the emoji page's lists.
import type { Lang } from '@/lib/emoji/langs';

export interface EmojiItem {
  emoji: string;
  slug: string;
  name: string;
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
            <span className="emoji-grid__glyph" aria-hidden="true">
              {item.emoji}
            </span>
            <span className="emoji-grid__name">{item.name}</span>
          </a>
          {copyLabel ? (
            <button type="button" className="emoji-grid__copy" data-copy={item.emoji} data-slug={item.slug} data-name={item.name} aria-label={copyLabel(item)}>
              <CopyIcon />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Two sheets (copy), or a tick once copied (globals.css shows one of them). */
function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <g className="emoji-grid__copy-sheets">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" />
      </g>
      <path className="emoji-grid__copy-tick" d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
