'use client';
// The explorer's search: a GET form that works without JavaScript (the server renders `?q=` and `&page=`), enhanced
// here into search as you type through the public search route, debounced, the count announced to screen readers,
// and into loading the next hits below the ones shown. With an empty query it shows what the server rendered for
// browsing (children).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import type { SearchResult } from '@/lib/emoji/schemas';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';
import { EmojiGrid, type EmojiItem } from './emoji-grid';
import { focusGridItem } from './grid-actions';

/** Hits `offset + 1` onwards of `total`. */
export interface Result {
  query: string;
  total: number;
  offset: number;
  hits: EmojiItem[];
}

const DEBOUNCE_MS = 250;

function describe(result: Result, t: Translator<'search'>): string {
  if (result.total === 0) return t('none', { query: result.query });
  const { total, offset, query } = result;
  if (offset > 0) return t('foundRange', { total, query, from: offset + 1, to: offset + result.hits.length });
  return t(result.hits.length < total ? 'foundShowing' : 'found', { total, shown: result.hits.length, query });
}

/** The explorer's address for the hits from `offset` on: the server renders it without JavaScript. */
function pageHref(lang: Lang, result: Result, limit: number, offset: number): string {
  const params = new URLSearchParams({ q: result.query });
  if (offset > 0) params.set('page', String(Math.floor(offset / limit) + 1));
  return `/${lang}/emoji?${params}`;
}

type Answer = { ok: true; result: Omit<Result, 'query'> } | { ok: false; status: string };

async function fetchHits(lang: Lang, query: string, limit: number, offset: number, t: Translator<'search'>, signal?: AbortSignal): Promise<Answer> {
  const params = new URLSearchParams({ q: query, lang, limit: String(limit), offset: String(offset) });
  const response = await fetch(`/api/emojis/search?${params}`, { signal });
  if (response.status === 429) return { ok: false, status: t('tooMany') };
  if (!response.ok) return { ok: false, status: t('failed') };
  const body = (await response.json()) as SearchResult;
  const hits = body.hits.map(({ emoji, slug, name, image }) => ({ emoji, slug, name, image: image ?? null }));
  return { ok: true, result: { total: body.total, offset, hits } };
}

interface Props {
  lang: Lang;
  limit: number;
  /** The search's interface text in the page's language (only these messages travel with the page). */
  messages: CompiledMessages<'search'>;
  /** The copy buttons' names in the results. */
  gridMessages: CompiledMessages<'grid'>;
  initialQuery: string;
  initialResult: Result | null;
  children: ReactNode;
}

export function EmojiSearch(props: Props) {
  const { lang, limit, children } = props;
  const t = useMemo(() => clientTranslator(lang, props.messages), [lang, props.messages]);
  const grid = useMemo(() => clientTranslator(lang, props.gridMessages), [lang, props.gridMessages]);
  const [query, setQuery] = useState(props.initialQuery);
  const [result, setResult] = useState<Result | null>(props.initialResult);
  const [status, setStatus] = useState(props.initialResult ? describe(props.initialResult, t) : '');
  const typed = useRef(false);
  /** Until hydrated, the pager is the server's links; then a button adds the next hits below. */
  const [enhanced, setEnhanced] = useState(false);
  const [loading, setLoading] = useState(false);
  /** The first hit a "load more" added, focused once rendered (the button it replaced is gone). */
  const focusHit = useRef<number | null>(null);
  const results = useRef<HTMLElement>(null);
  /** The result on screen, for a "load more" answer to check that it still extends it. */
  const shownResult = useRef(result);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    shownResult.current = result;
    const index = focusHit.current;
    focusHit.current = null;
    const link = index === null ? null : results.current?.querySelectorAll<HTMLElement>('.emoji-grid > li > a')[index];
    if (link) focusGridItem(link);
  }, [result]);

  useEffect(() => {
    if (!typed.current) return;
    const q = query.trim();
    const url = new URL(window.location.href);
    if (q) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
    if (!q) {
      setResult(null);
      setStatus('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await fetchHits(lang, query, limit, 0, t, controller.signal);
        if (!answer.ok) {
          setStatus(answer.status);
          return;
        }
        const next = { query, ...answer.result };
        setResult(next);
        setStatus(describe(next, t));
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus(t('failed'));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang, limit, t]);

  async function loadMore(shown: Result) {
    const offset = shown.offset + shown.hits.length;
    setLoading(true);
    try {
      const answer = await fetchHits(lang, shown.query, limit, offset, t);
      if (!answer.ok) {
        setStatus(answer.status);
        return;
      }
      // A search typed meanwhile wins over the older one's next hits.
      if (shownResult.current !== shown) return;
      const next = { ...shown, total: answer.result.total, hits: [...shown.hits, ...answer.result.hits] };
      focusHit.current = shown.hits.length;
      setResult(next);
      setStatus(describe(next, t));
    } catch {
      setStatus(t('failed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <form role="search" method="get" action={`/${lang}/emoji`} className="search-form">
        <label htmlFor="emoji-q">{t('label')}</label>
        <div className="search-form__row">
          <input
            id="emoji-q"
            type="search"
            name="q"
            value={query}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            lang={lang}
            onChange={(event) => {
              typed.current = true;
              setQuery(event.target.value);
            }}
          />
          <button type="submit">{t('button')}</button>
        </div>
      </form>
      <p role="status" aria-live="polite" aria-atomic="true" className="search-status">
        {status}
      </p>
      {result ? (
        <section aria-labelledby="results-heading" ref={results}>
          <h2 id="results-heading">{t('resultsTitle')}</h2>
          <EmojiGrid lang={lang} items={result.hits} copyLabel={(item) => grid('copyName', { name: item.name })} />
          <ResultsPager lang={lang} result={result} limit={limit} t={t} onMore={enhanced ? () => loadMore(result) : null} loading={loading} />
        </section>
      ) : (
        children
      )}
    </>
  );
}

interface PagerProps {
  lang: Lang;
  result: Result;
  limit: number;
  t: Translator<'search'>;
  /** Adds the next hits below; null until hydrated, when the next page is a link the server renders. */
  onMore: (() => void) | null;
  loading: boolean;
}

function ResultsPager({ lang, result, limit, t, onMore, loading }: PagerProps) {
  const end = result.offset + result.hits.length;
  const remaining = result.total - end;
  if (result.offset === 0 && remaining <= 0) return null;
  return (
    <nav aria-label={t('resultsPages')} className="pager">
      {result.offset > 0 ? <a href={pageHref(lang, result, limit, Math.max(0, result.offset - limit))}>{t('previousResults')}</a> : null}
      {remaining > 0 && onMore ? (
        <button type="button" className="button--quiet" onClick={onMore} disabled={loading}>
          {t('loadMore', { count: Math.min(limit, remaining) })}
        </button>
      ) : null}
      {remaining > 0 && !onMore ? <a href={pageHref(lang, result, limit, end)}>{t('nextResults')}</a> : null}
    </nav>
  );
}
