// The header every page shares: the site name and the sections in the page's language, the current one marked for
// assistive technology.
import type { Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';

export const SITE_NAME = 'Emoji Intelligence';

function sections(lang: Lang) {
  const t = translator(lang, 'header');
  return [
    { href: '/', label: t('home'), match: (path: string) => path === '/' },
    { href: `/${lang}/emoji`, label: t('explorer'), match: (path: string) => /^\/[a-z]{2}\/emoji(\/|$)/.test(path) },
    { href: '/blog', label: t('blog'), match: (path: string) => path === '/blog' || path.startsWith('/blog/') },
    { href: '/contact', label: t('contact'), match: (path: string) => path === '/contact' },
    { href: '/docs', label: t('docs'), match: (path: string) => path === '/docs' || path.startsWith('/docs/') },
  ];
}

export function SiteHeader({ lang, path }: { lang: Lang; path: string }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href="/">
          <span aria-hidden="true">✨ </span>
          {SITE_NAME}
        </a>
        <nav className="site-nav" aria-label={translator(lang, 'header')('navLabel')}>
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
