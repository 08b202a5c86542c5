// The 404 page of an address no route matches (next.config.ts `experimental.globalNotFound`). proxy.ts sends unknown
// emoji addresses here (an unmatched path, so Next answers 404 with this page rendered on the server), where they get
// suggestions in the page's language; any other address gets the way back. It reads the address from the request,
// which app/not-found.tsx may not (Next renders that one inside every page, the cached ones included), and so renders
// the whole document and the site's chrome itself.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DEFAULT_LANG, isLang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { isEmojiPath } from '@/lib/site/emoji-paths';
import { PAGE_PATH_HEADER } from '@/lib/site/page-path';
import { ChatSlot } from './_components/chat-slot';
import { EmojiNotFound } from './_components/emoji-not-found';
import { SiteFooter } from './_components/site-footer';
import { SITE_NAME, SiteHeader } from './_components/site-header';
import { NotFoundText } from './not-found';
import './globals.css';

export const metadata: Metadata = { title: `Page not found · ${SITE_NAME}`, robots: { index: false } };

export default async function GlobalNotFound() {
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? '';
  const first = path.split('/')[1];
  const lang = isLang(first) ? first : DEFAULT_LANG;
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#main">
          {translator(lang, 'site')('skipLink')}
        </a>
        <SiteHeader lang={lang} />
        <main id="main" className="page" tabIndex={-1}>
          {isEmojiPath(path) ? <EmojiNotFound path={path} /> : <NotFoundText lang={lang} />}
        </main>
        <SiteFooter lang={lang} />
        <ChatSlot lang={lang} />
      </body>
    </html>
  );
}
