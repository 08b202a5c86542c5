// The header every page shares: the site name and the sections in the page's language, the current one marked for
// assistive technology (nav-link.tsx), and the switch to the same page in another language (language-switch.tsx).
import type { Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { blogPath, contactPath, explorerPath, homePath } from '@/lib/site/site-paths';
import { LanguageSwitch } from './language-switch';
import { NavLink, type Section } from './nav-link';

export const SITE_NAME = 'Emoji Intelligence';

function sections(lang: Lang): { href: string; section: Section }[] {
  return [
    { href: homePath(lang), section: 'home' },
    { href: explorerPath(lang), section: 'explorer' },
    { href: blogPath(lang), section: 'blog' },
    { href: contactPath(lang), section: 'contact' },
    // The API reference is English only.
    { href: '/docs', section: 'docs' },
  ];
}

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = translator(lang, 'header');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href={homePath(lang)}>
          {/* The favicon as the logo: a drawing, where a ✨ needs an emoji font that many systems lack. */}
          <img className="brand__logo" src="/icon.svg" alt="" width={24} height={24} />
          {SITE_NAME}
        </a>
        <nav className="site-nav" aria-label={t('navLabel')}>
          <ul>
            {sections(lang).map(({ href, section }) => (
              <li key={href}>
                <NavLink href={href} section={section}>
                  {t(section)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch lang={lang} label={t('language')} description={t('changeLanguage')} />
      </div>
    </header>
  );
}
