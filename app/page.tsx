// The home page: what the site offers and where each part lives. Rendered once and served from Next's cache
// (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import { DEFAULT_LANG, LANGS } from '@/lib/emoji/langs';
import { siteOrigin } from './(site)/site-url';
import { JsonLd } from './_components/json-ld';
import { SITE_NAME } from './_components/site-header';

export const metadata: Metadata = { alternates: { canonical: '/' } };

/** Seconds the rendered page is served before it is rendered again (the chatbot in its corner may change). */
export const revalidate = 300;

const SECTIONS = [
  {
    href: '/en/emoji',
    title: 'Emoji explorer',
    text: `Browse and search every emoji by its name and keywords in ${LANGS.length} European languages, with code points, shortcodes and how each platform draws it.`,
  },
  { href: '/blog', title: 'Blog', text: 'Articles on building websites, search visibility and working with AI.' },
  { href: '/contact', title: 'Contact and project calculator', text: 'Put together a project, see the estimate as you go, and send it to us.' },
  { href: '/docs', title: 'API documentation', text: 'Every endpoint with curl examples, request and response bodies, errors, auth and limits.' },
];

/** The site and its search (the explorer's `?q=`), so a search engine can offer a search box for the site. */
function webSiteJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/${DEFAULT_LANG}/emoji?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export default function Home() {
  return (
    <>
      <JsonLd data={webSiteJsonLd(siteOrigin())} />
      <h1>Emoji, content and a developer API</h1>
      <p className="lead">
        A website and the API behind it: an emoji reference in {LANGS.length} languages, a blog, a project calculator
        and an assistant that answers in the corner of every page.
      </p>
      <ul className="cards">
        {SECTIONS.map((section) => (
          <li className="card" key={section.href}>
            <h2>
              <a href={section.href}>{section.title}</a>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
      <h2>For developers</h2>
      <p>
        The same emoji engine answers over HTTP (<a href="/api/openapi.json">OpenAPI 3.1 document</a>), from the{' '}
        <code>emoji-intelligence</code> command line client and through a hosted MCP endpoint for AI assistants.
      </p>
    </>
  );
}
