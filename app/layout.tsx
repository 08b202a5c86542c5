// The root layout: the site chrome around every page (skip link, header, footer, chatbot) and <html lang> in the
// page's language. It owns the one <main id="main">, so pages render their content only. Reading the request headers
// (the nonce and language proxy.ts sets) renders every page per request, which the nonce needs anyway
// (docs/decisions.md, "Page CSP").
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { publicOriginOf } from '@/lib/http/origin';
import { translator } from '@/lib/i18n/translate';
import { NONCE_HEADER, PAGE_LANG_HEADER, PAGE_PATH_HEADER, pageLang } from '@/lib/site/page-lang';
import { ChatSlot } from './_components/chat-slot';
import { SiteFooter } from './_components/site-footer';
import { SITE_NAME, SiteHeader } from './_components/site-header';
import './globals.css';

/** Absolute canonical and hreflang URLs need the public origin: PUBLIC_BASE_URL, else the one the request names. */
export async function generateMetadata(): Promise<Metadata> {
  const base = publicOriginOf(await headers());
  return {
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: 'Emoji in 24 European languages, a blog, project estimates and a documented API.',
    twitter: { card: 'summary' },
    ...(base ? { metadataBase: new URL(base) } : {}),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const lang = pageLang(requestHeaders.get(PAGE_LANG_HEADER));
  const path = requestHeaders.get(PAGE_PATH_HEADER) ?? '';
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#main">
          {translator(lang, 'site')('skipLink')}
        </a>
        <SiteHeader lang={lang} path={path} />
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter lang={lang} />
        <ChatSlot nonce={requestHeaders.get(NONCE_HEADER) ?? undefined} />
      </body>
    </html>
  );
}
