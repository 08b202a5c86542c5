'use client';
// The header's sections, the current one marked for assistive technology: from the address, which a cached page
// shares with every visitor (the server render of a page knows it too, so the markup does not change on hydration).
import { usePathname } from 'next/navigation';
import { usePageLang } from './page-html';

function sections(lang: string) {
  return [
    { href: '/', label: 'Home', match: (path: string) => path === '/' },
    { href: `/${lang}/emoji`, label: 'Emoji explorer', match: (path: string) => /^\/[a-z]{2}\/emoji(\/|$)/.test(path) },
    { href: '/blog', label: 'Blog', match: (path: string) => path === '/blog' || path.startsWith('/blog/') },
    { href: '/contact', label: 'Contact', match: (path: string) => path === '/contact' },
    { href: '/docs', label: 'API docs', match: (path: string) => path === '/docs' || path.startsWith('/docs/') },
  ];
}

export function SiteNav({ langs, fallback }: { langs: readonly string[]; fallback: string }) {
  const path = usePathname() ?? '';
  return (
    <nav className="site-nav" aria-label="Main">
      <ul>
        {sections(usePageLang(langs, fallback)).map((section) => (
          <li key={section.href}>
            <a href={section.href} aria-current={section.match(path) ? 'page' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
