// The footer every page shares: where the machine-readable parts of the site are, in the page's language.
import type { Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';

export function SiteFooter({ lang }: { lang: Lang }) {
  const t = translator(lang, 'footer');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          {/* The emoji images every page may draw (app/_components/emoji-glyph.tsx) ask for credit, given there. */}
          {t('data')} <a href="/licences">{translator(lang, 'platforms')('licencesLink')}</a>
        </p>
        <ul aria-label={t('developersLabel')}>
          <li>
            <a href="/api/openapi.json">{t('openapi')}</a>
          </li>
          <li>
            <a href="/sitemap.xml">{t('sitemap')}</a>
          </li>
          <li>
            <a href="/blog/feed.xml">{t('feed')}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
