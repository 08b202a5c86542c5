// The root layout: the site chrome around every page (skip link, header, footer, chatbot) and <html lang> in the
// page's language. It owns the one <main id="main">, so pages render their content only. It reads nothing of the
// request, so the pages that are the same for every visitor can be served from the cache (docs/decisions/site.md,
// "Pages from the cache"): the page's language comes from its address (page-html.tsx), and the chrome's text is
// rendered in every language for the address to pick (in-page-lang.tsx), the error page's and the chat's too.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { DEFAULT_OG_IMAGE } from './(site)/og-image';
import { siteOrigin } from './(site)/site-url';
import { ChatSlot } from './_components/chat-slot';
import { ErrorTexts } from './_components/error-texts';
import { InEveryLang } from './_components/every-lang';
import { PageHtml } from './_components/page-html';
import { SiteFooter } from './_components/site-footer';
import { SITE_NAME, SiteHeader } from './_components/site-header';
import './globals.css';

/** Absolute canonical and hreflang URLs need the public origin (PUBLIC_BASE_URL). */
export function generateMetadata(): Metadata {
  return {
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: 'Emoji in 24 European languages, a blog, project estimates and a documented API.',
    openGraph: { images: [DEFAULT_OG_IMAGE] },
    // The default image is a wide one; pages with their own images say otherwise.
    twitter: { card: 'summary_large_image' },
    metadataBase: new URL(siteOrigin()),
  };
}

const skipLink = (lang: Lang) => (
  <a className="skip-link" href="#main">
    {translator(lang, 'site')('skipLink')}
  </a>
);

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <PageHtml langs={LANGS} fallback={DEFAULT_LANG}>
      <body>
        <InEveryLang render={skipLink} />
        <InEveryLang render={(lang) => <SiteHeader lang={lang} />} />
        <main id="main" className="page" tabIndex={-1}>
          <ErrorTexts>{children}</ErrorTexts>
        </main>
        <InEveryLang render={(lang) => <SiteFooter lang={lang} />} />
        <ChatSlot />
      </body>
    </PageHtml>
  );
}
