'use client';
// The explorer's search: a GET form that works without JavaScript (the server renders `?q=`), enhanced here into
// search as you type through the public search route, debounced, the count announced to screen readers. With an
// empty query it shows what the server rendered for browsing (children).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { EmojiGrid, type EmojiItem } from './emoji-grid';

interface Result {
  query: string;
  total: number;
  hits: EmojiItem[];
}

const DEBOUNCE_MS = 250;

function describe(result: Result): string {
  if (result.total === 0) return `No emoji found for “${result.query}”.`;
  const shown = result.hits.length < result.total ? ` (showing ${result.hits.length})` : '';
  return `${result.total} emoji found for “${result.query}”${shown}.`;
}

export function EmojiSearch(props: { lang: Lang; limit: number; initialQuery: string; initialResult: Result | null; children: ReactNode }) {
  const { lang, limit, children } = props;
  const [query, setQuery] = useState(props.initialQuery);
  const [result, setResult] = useState<Result | null>(props.initialResult);
  const [status, setStatus] = useState(props.initialResult ? describe(props.initialResult) : '');
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
          setStatus('Too many searches in a short time; please wait a moment and type again.');
          return;
        }
        if (!response.ok) {
          setStatus('The search did not answer; press Search to try again.');
          return;
        }
        const body = (await response.json()) as Result;
        const next = { query, total: body.total, hits: body.hits.map(({ emoji, slug, name }) => ({ emoji, slug, name })) };
        setResult(next);
        setStatus(describe(next));
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('The search did not answer; press Search to try again.');
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang, limit]);

  return (
    <>
      <form role="search" method="get" action={`/${lang}/emoji`} className="search-form">
        <label htmlFor="emoji-q">Search emoji</label>
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
          <button type="submit">Search</button>
        </div>
      </form>
      <p role="status" aria-live="polite" aria-atomic="true" className="search-status">
        {status}
      </p>
      {result ? (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">Results</h2>
          <EmojiGrid lang={lang} items={result.hits} />
        </section>
      ) : (
        children
      )}
    </>
  );
}
