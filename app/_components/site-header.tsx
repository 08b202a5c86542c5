// The header every page shares: the site name and the sections, the current one marked for assistive technology.
import type { Lang } from '@/lib/emoji/langs';

export const SITE_NAME = 'Emoji Intelligence';

function sections(lang: Lang) {
  return [
    { href: '/', label: 'Home', match: (path: string) => path === '/' },
    { href: `/${lang}/emoji`, label: 'Emoji explorer', match: (path: string) => /^\/[a-z]{2}\/emoji(\/|$)/.test(path) },
    { href: '/blog', label: 'Blog', match: (path: string) => path === '/blog' || path.startsWith('/blog/') },
    { href: '/contact', label: 'Contact', match: (path: string) => path === '/contact' },
    { href: '/docs', label: 'API docs', match: (path: string) => path === '/docs' || path.startsWith('/docs/') },
  ];
}

export function SiteHeader({ lang, path }: { lang: Lang; path: string }) {
  return (
    <header className="site-header" lang="en">
      <div className="site-header__inner">
        <a className="brand" href="/">
          <span aria-hidden="true">✨ </span>
          {SITE_NAME}
        </a>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {sections(lang).map((section) => (
              <li key={section.href}>
                <a href={section.href} aria-current={section.match(path) ? 'page' : undefined}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
