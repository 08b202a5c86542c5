'use client';
// The header's language switcher: the page the visitor is on in each of the 24 languages, each named in its own
// language, in a disclosure (<details>, which opens without JavaScript). The server renders the links from the path
// alone, which a cached page shares with every visitor; in the browser, opening the list or following a link adds the
// address's current query (a search, a group, a blog page), which search as you type may have changed since, and the
// choice is remembered in the cookie that sends the unprefixed addresses to it (proxy.ts, lib/site/negotiate-lang.ts).
import { usePathname } from 'next/navigation';
import type { MouseEvent, SyntheticEvent } from 'react';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '@/lib/site/lang-cookie';
import { LANGUAGE_NAMES } from '@/lib/site/languages';

const CODES = Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[];

/**
 * `/de/emoji?q=herz` in `fr`: `/fr/emoji?q=herz`. The routes behind rewritten addresses (lib/site/cached-pages.ts)
 * become their public address again; a page outside the languages (the API reference, a 404) leads to the home page.
 */
function samePageIn(lang: string, pathname: string, search = ''): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!(CODES as string[]).includes(first)) return `/${lang}`;
  const path = `/${[lang, ...rest].join('/')}`
    .replace(/\/$/, '')
    .replace(/^(\/[^/]+\/blog)\/list\/[^/]+$/, '$1')
    .replace(/^(\/[^/]+\/emoji)\/query$/, '$1');
  return path + search;
}

/** Every link of the list as the browser's address now is (its query included). */
function refresh(list: HTMLElement) {
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    link.href = samePageIn(link.hreflang, window.location.pathname, window.location.search);
  }
}

export function LanguageSwitch({ lang, label, description }: { lang: string; label: string; description: string }) {
  const pathname = usePathname() ?? '';
  const opened = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) refresh(event.currentTarget);
  };
  const chosen = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    link.href = samePageIn(link.hreflang, window.location.pathname, window.location.search);
    document.cookie = `${LANG_COOKIE}=${link.hreflang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
  };
  return (
    <details className="lang-switch" onToggle={opened}>
      <summary>
        {label}: <span lang={lang}>{LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? lang}</span>
      </summary>
      <ul aria-label={description}>
        {CODES.map((code) => (
          <li key={code}>
            <a href={samePageIn(code, pathname)} hrefLang={code} lang={code} aria-current={code === lang ? 'true' : undefined} onClick={chosen}>
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
