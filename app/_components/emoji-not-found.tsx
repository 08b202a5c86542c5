// 404 for an emoji address: the emoji the slug's words suggest, in the page's language.
import { suggestionsFor, type ResolveSuggestion as Suggestion } from '@/lib/emoji';
import { isLang, type Lang } from '@/lib/emoji/langs';
import { EmojiGrid } from '../(site)/[lang]/emoji/emoji-grid';

function requested(path: string): { lang: string; slug: string } {
  const [, lang = '', , slug = ''] = path.split('/');
  try {
    return { lang, slug: decodeURIComponent(slug).slice(0, 200) };
  } catch {
    return { lang, slug: '' };
  }
}

const MAX_SUGGESTIONS = 8;

/** What the whole slug suggests, then what its words do one by one (a typo in one word spoils the phrase). */
function suggestionsOf(slug: string, lang: Lang): Suggestion[] {
  const words = slug.split(/[-_\s]+/).filter((word) => word.length >= 3);
  const found = new Map<string, Suggestion>();
  for (const query of [words.join(' '), ...words]) {
    for (const suggestion of query ? suggestionsFor(query, lang, MAX_SUGGESTIONS) : []) found.set(suggestion.slug, suggestion);
    if (found.size >= MAX_SUGGESTIONS) break;
  }
  return [...found.values()].slice(0, MAX_SUGGESTIONS);
}

export function EmojiNotFound({ path }: { path: string }) {
  const { lang, slug } = requested(path);
  if (!isLang(lang)) {
    return (
      <div lang="en">
        <h1>Page not found</h1>
        <p>
          There is no emoji explorer in “{lang.slice(0, 20)}”. Try the <a href="/en/emoji">English explorer</a>.
        </p>
      </div>
    );
  }
  const suggestions = suggestionsOf(slug, lang);
  return (
    <div lang="en">
      <h1>No such emoji</h1>
      <p>
        No emoji has the address “{slug}”. {suggestions.length ? 'Perhaps you meant one of these:' : ''}
      </p>
      {suggestions.length ? <EmojiGrid lang={lang} items={suggestions} label="Suggestions" /> : null}
      <p>
        <a href={`/${lang}/emoji?q=${encodeURIComponent(slug.replace(/[-_]+/g, ' '))}`}>Search the explorer</a> or{' '}
        <a href={`/${lang}/emoji`}>browse by group</a>.
      </p>
    </div>
  );
}
