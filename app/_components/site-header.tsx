// The header every page shares: the site name and the sections (site-nav.tsx marks the current one).
import { DEFAULT_LANG, LANGS } from '@/lib/emoji/langs';
import { SiteNav } from './site-nav';

export const SITE_NAME = 'Emoji Intelligence';

export function SiteHeader() {
  return (
    <header className="site-header" lang="en">
      <div className="site-header__inner">
        <a className="brand" href="/">
          <span aria-hidden="true">✨ </span>
          {SITE_NAME}
        </a>
        <SiteNav langs={LANGS} fallback={DEFAULT_LANG} />
      </div>
    </header>
  );
}
