// The emoji explorer of one language: search (a plain GET form the client component enhances into search as you
// type) and browsing by group, all rendered here from the emoji engine. Two routes render it: the explorer's own
// address, served from the cache, and query/ behind it for an address with a query string (proxy.ts rewrites those,
// lib/site/cached-pages.ts), rendered per request.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { glyphImage, listEmoji, search, type EmojiSummary } from '@/lib/emoji';
import { isLang, LANGS, type Lang } from '@/lib/emoji/langs';
import { MAX_QUERY_LENGTH } from '@/lib/emoji/search';
import { clientMessages, translator } from '@/lib/i18n/translate';
import { groupLabel } from '@/lib/site/emoji-groups';
import { LANGUAGE_NAMES } from '@/lib/site/languages';
import { DEFAULT_OG_IMAGE } from '../../og-image';
import { EmojiGrid } from './emoji-grid';
import { EmojiSearch } from './emoji-search';

/** Search hits shown at once, by the server and by the search-as-you-type client alike. */
const RESULT_LIMIT = 60;
const GROUP_PAGE_SIZE = 200;

/** What the query string asks for: a search, a group, a page of it. */
export type ExplorerQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function langOf(value: string): Lang {
  if (!isLang(value)) notFound();
  return value;
}

export function explorerMetadata(lang: string): Metadata {
  if (!isLang(lang)) return {};
  const t = translator(lang, 'explorer');
  const title = t('metaTitle', { language: LANGUAGE_NAMES[lang] });
  const description = t('metaDescription', { language: LANGUAGE_NAMES[lang] });
  return {
    title,
    description,
    openGraph: { title, description, locale: lang, images: [DEFAULT_OG_IMAGE] },
    alternates: {
      canonical: `/${lang}/emoji`,
      languages: { ...Object.fromEntries(LANGS.map((other) => [other, `/${other}/emoji`])), 'x-default': '/en/emoji' },
    },
  };
}

function groupOf(requested: string, groups: string[]): string {
  return groups.includes(requested) ? requested : (groups[0] ?? '');
}

export function EmojiExplorer({ lang, query }: { lang: Lang; query: ExplorerQuery }) {
  const q = first(query.q).slice(0, MAX_QUERY_LENGTH);
  const groups = listEmoji({ lang, limit: 1 }).groups;
  const group = groupOf(first(query.group), groups);
  const pageNumber = Math.max(1, Number.parseInt(first(query.page), 10) || 1);
  const browse = listEmoji({ lang, group, page: pageNumber, limit: GROUP_PAGE_SIZE });
  const result = q.trim() ? search(q, lang, RESULT_LIMIT) : null;
  const t = translator(lang, 'explorer');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t.rich('lead', { language: LANGUAGE_NAMES[lang], endonym: (chunks) => <span lang={lang}>{chunks}</span> })}</p>
      <EmojiSearch lang={lang} limit={RESULT_LIMIT} messages={clientMessages(lang, 'search')} initialQuery={q} initialResult={result ? { query: q, total: result.total, hits: result.hits.map(toItem) } : null}>
        <section aria-labelledby="browse-heading">
          <h2 id="browse-heading">{t('browseTitle')}</h2>
          <nav aria-label={t('groupsLabel')} className="chips">
            <ul>
              {groups.map((name) => (
                <li key={name}>
                  <a href={`/${lang}/emoji?group=${name}`} aria-current={name === group ? 'page' : undefined}>
                    {groupLabel(name, lang)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <h3>
            {groupLabel(group, lang)} <span className="muted">({browse.total})</span>
          </h3>
          <EmojiGrid lang={lang} items={browse.items.map(toItem)} />
          {browse.pages > 1 ? <Pager lang={lang} group={group} page={browse.page} pages={browse.pages} /> : null}
        </section>
      </EmojiSearch>
      <LanguageSwitch lang={lang} />
    </>
  );
}

function toItem(summary: Pick<EmojiSummary, 'emoji' | 'slug' | 'name'>) {
  return { emoji: summary.emoji, slug: summary.slug, name: summary.name, image: glyphImage(summary.slug) };
}

function Pager({ lang, group, page, pages }: { lang: Lang; group: string; page: number; pages: number }) {
  const href = (n: number) => `/${lang}/emoji?group=${group}&page=${n}`;
  const t = translator(lang, 'explorer');
  return (
    <nav aria-label={t('pagesLabel')} className="pager">
      {page > 1 ? <a href={href(page - 1)}>{t('previousPage')}</a> : null}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages ? <a href={href(page + 1)}>{t('nextPage')}</a> : null}
    </nav>
  );
}

function LanguageSwitch({ lang }: { lang: Lang }) {
  return (
    <nav aria-labelledby="languages-heading" className="languages">
      <h2 id="languages-heading">{translator(lang, 'explorer')('otherLanguages')}</h2>
      <ul>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a href={`/${other}/emoji`} hrefLang={other} lang={other}>
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
