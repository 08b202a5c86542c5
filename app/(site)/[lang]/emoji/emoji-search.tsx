'use client';
// The explorer's search: a GET form that works without JavaScript (the server renders `?q=`), enhanced here into
// search as you type through the public search route, debounced, the count announced to screen readers. With an
// empty query it shows what the server rendered for browsing (children).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import type { SearchResult } from '@/lib/emoji/schemas';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';
import { EmojiGrid, type EmojiItem } from './emoji-grid';

interface Result {
  query: string;
  total: number;
  hits: EmojiItem[];
}

const DEBOUNCE_MS = 250;

function describe(result: Result, t: Translator<'search'>): string {
  if (result.total === 0) return t('none', { query: result.query });
  const values = { total: result.total, shown: result.hits.length, query: result.query };
  return t(result.hits.length < result.total ? 'foundShowing' : 'found', values);
}

interface Props {
  lang: Lang;
  limit: number;
  /** The search's interface text in the page's language (only these messages travel with the page). */
  messages: CompiledMessages<'search'>;
  initialQuery: string;
  initialResult: Result | null;
  children: ReactNode;
}

export function EmojiSearch(props: Props) {
  const { lang, limit, children } = props;
  const t = useMemo(() => clientTranslator(lang, props.messages), [lang, props.messages]);
  const [query, setQuery] = useState(props.initialQuery);
  const [result, setResult] = useState<Result | null>(props.initialResult);
  const [status, setStatus] = useState(props.initialResult ? describe(props.initialResult, t) : '');
  const typed = useRef(false);

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
        const params = new URLSearchParams({ q: query, lang, limit: String(limit) });
        const response = await fetch(`/api/emojis/search?${params}`, { signal: controller.signal });
        if (response.status === 429) {
          setStatus(t('tooMany'));
          return;
        }
        if (!response.ok) {
          setStatus(t('failed'));
          return;
        }
        const body = (await response.json()) as SearchResult;
        const next = { query, total: body.total, hits: body.hits.map(({ emoji, slug, name, image }) => ({ emoji, slug, name, image: image ?? null })) };
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
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">{t('resultsTitle')}</h2>
          <EmojiGrid lang={lang} items={result.hits} />
        </section>
      ) : (
        children
      )}
    </>
  );
}
