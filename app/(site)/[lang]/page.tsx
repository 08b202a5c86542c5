// A language's home page: what the site offers and where each part lives. Rendered once per language and served from
// Next's cache (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import { LANGS, type Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { blogPath, contactPath, explorerPath, homePath } from '@/lib/site/site-paths';
import { JsonLd } from '@/app/_components/json-ld';
import { SITE_NAME } from '@/app/_components/site-header';
import { pageLang } from '../page-lang';
import { languagePageMetadata } from '../page-metadata';
import { siteOrigin } from '../site-url';

/** Seconds the rendered page is served before it is rendered again (the chatbot in its corner may change). */
export const revalidate = 300;

/** None at build: each language's page renders on its first request (cache-handler.mjs). */
export function generateStaticParams(): { lang: string }[] {
  return [];
}

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = pageLang((await params).lang);
  const description = translator(lang, 'home')('metaDescription', { count: LANGS.length });
  return languagePageMetadata(lang, homePath, { description });
}

/** The site and its search (the explorer's `?q=`), so a search engine can offer a search box for the site. */
function webSiteJsonLd(origin: string, lang: Lang): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}${homePath(lang)}`,
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}${explorerPath(lang)}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

function sections(lang: Lang) {
  const t = translator(lang, 'home');
  const count = LANGS.length;
  return [
    { href: explorerPath(lang), title: t('explorerTitle'), text: t('explorerText', { count }) },
    { href: blogPath(lang), title: t('blogTitle'), text: t('blogText') },
    { href: contactPath(lang), title: t('contactTitle'), text: t('contactText') },
    // The API reference is English only.
    { href: '/docs', title: t('docsTitle'), text: t('docsText') },
  ];
}

export default async function Home({ params }: Props) {
  const lang = pageLang((await params).lang);
  const t = translator(lang, 'home');
  return (
    <>
      <JsonLd data={webSiteJsonLd(siteOrigin(), lang)} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead', { count: LANGS.length })}</p>
      <ul className="cards">
        {sections(lang).map((section) => (
          <li className="card" key={section.href}>
            <h2>
              <a href={section.href}>{section.title}</a>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
      <h2>{t('developersTitle')}</h2>
      <p>
        {t.rich('developersText', {
          openapi: (chunks) => <a href="/api/openapi.json">{chunks}</a>,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
    </>
  );
}
