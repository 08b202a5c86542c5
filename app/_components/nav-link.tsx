'use client';
// A header link marked as the current section (aria-current) from the address, which a cached page shares with every
// visitor; the server render knows the address too, so the markup does not change on hydration.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export type Section = 'home' | 'explorer' | 'blog' | 'contact' | 'docs';

/** Whether the section holds the page at `path`, the language's own part of it (`/de/blog/x` -> `/blog/x`) for the rest. */
const CURRENT: Record<Section, (path: string, rest: string | null) => boolean> = {
  home: (_, rest) => rest === '',
  explorer: (_, rest) => rest === '/emoji' || rest?.startsWith('/emoji/') === true,
  blog: (_, rest) => rest === '/blog' || rest?.startsWith('/blog/') === true,
  contact: (_, rest) => rest === '/contact',
  docs: (path) => path === '/docs' || path.startsWith('/docs/'),
};

/** The path after a language segment (lib/emoji/langs.ts's two-letter codes), null outside one. */
function inLanguage(path: string): string | null {
  const match = /^\/[a-z]{2}(\/.*)?$/.exec(path.replace(/(.)\/$/, '$1'));
  return match ? (match[1] ?? '') : null;
}

export function NavLink({ href, section, children }: { href: string; section: Section; children: ReactNode }) {
  const path = usePathname() ?? '';
  const current = CURRENT[section](path, inLanguage(path));
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
