// The emoji explorer of one language: search (a plain GET form the client component enhances into search as you
// type, its hits a page at a time) and browsing by group, all rendered here from the emoji engine; the grids copy and
// take the arrow keys through grid-actions.tsx. Two routes render it: the explorer's own
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
import { EmojiGrid, type EmojiItem } from './emoji-grid';
import { EmojiSearch, type Result } from './emoji-search';
import { GridActions } from './grid-actions';

/** Search hits shown at once, a page at a time, by the server and by the search-as-you-type client alike. */
const RESULT_LIMIT = 60;
/**
 * Emoji of a group on one page: each cell is 7 elements (link, drawn glyph, name, copy button), and a page over 1,400
 * elements is one our own website audit (and Lighthouse) calls too large; 120 cells keep the explorer near 1,100.
 */
const GROUP_PAGE_SIZE = 120;

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

/** The hits of `q` on `page` (the last page for one past the end), as the search component shows them. */
function searchPage(q: string, lang: Lang, page: number): Result {
  let offset = (page - 1) * RESULT_LIMIT;
  let result = search(q, lang, RESULT_LIMIT, offset);
  if (result.hits.length === 0 && result.total > 0) {
    offset = Math.floor((result.total - 1) / RESULT_LIMIT) * RESULT_LIMIT;
    result = search(q, lang, RESULT_LIMIT, offset);
  }
  return { query: q, total: result.total, offset, hits: result.hits.map(toItem) };
}

export function EmojiExplorer({ lang, query }: { lang: Lang; query: ExplorerQuery }) {
  const q = first(query.q).slice(0, MAX_QUERY_LENGTH);
  const groups = listEmoji({ lang, limit: 1 }).groups;
  const group = groupOf(first(query.group), groups);
  // A search's page: its hits; else the group's.
  const pageNumber = Math.max(1, Number.parseInt(first(query.page), 10) || 1);
  const searching = q.trim() !== '';
  const browse = listEmoji({ lang, group, page: searching ? 1 : pageNumber, limit: GROUP_PAGE_SIZE });
  const result = searching ? searchPage(q, lang, pageNumber) : null;
  const t = translator(lang, 'explorer');
  const copyName = translator(lang, 'grid');
  const gridMessages = clientMessages(lang, 'grid');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t.rich('lead', { language: LANGUAGE_NAMES[lang], endonym: (chunks) => <span lang={lang}>{chunks}</span> })}</p>
      <GridActions lang={lang} messages={gridMessages}>
        <EmojiSearch
          lang={lang}
          limit={RESULT_LIMIT}
          messages={clientMessages(lang, 'search')}
          gridMessages={gridMessages}
          initialQuery={q}
          initialResult={result}
        >
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
            <EmojiGrid lang={lang} items={browse.items.map(toItem)} copyLabel={(item) => copyName('copyName', { name: item.name })} />
            {browse.pages > 1 ? <Pager lang={lang} group={group} page={browse.page} pages={browse.pages} /> : null}
          </section>
        </EmojiSearch>
      </GridActions>
      <LanguageSwitch lang={lang} />
    </>
  );
}

function toItem(summary: Pick<EmojiSummary, 'emoji' | 'slug' | 'name'>): EmojiItem {
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
