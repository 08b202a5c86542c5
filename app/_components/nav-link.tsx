'use client';
// A header link marked as the current section (aria-current) from the address, which a cached page shares with every
// visitor; the server render knows the address too, so the markup does not change on hydration.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export type Section = 'home' | 'explorer' | 'blog' | 'contact' | 'docs';

const CURRENT: Record<Section, (path: string) => boolean> = {
  home: (path) => path === '/',
  explorer: (path) => /^\/[a-z]{2}\/emoji(\/|$)/.test(path),
  blog: (path) => path === '/blog' || path.startsWith('/blog/'),
  contact: (path) => path === '/contact',
  docs: (path) => path === '/docs' || path.startsWith('/docs/'),
};

export function NavLink({ href, section, children }: { href: string; section: Section; children: ReactNode }) {
  const current = CURRENT[section](usePathname() ?? '');
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
