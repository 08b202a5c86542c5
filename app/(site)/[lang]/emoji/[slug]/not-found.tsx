// 404 for an emoji address: the emoji the slug's words suggest, in the page's language (the path comes from proxy.ts).
import { headers } from 'next/headers';
import { suggestionsFor } from '@/lib/emoji';
import { isLang } from '@/lib/emoji/langs';
import { PAGE_PATH_HEADER } from '@/lib/site/page-lang';
import { EmojiGrid } from '../emoji-grid';

function requested(path: string): { lang: string; slug: string } {
  const [, lang = '', , slug = ''] = path.split('/');
  try {
    return { lang, slug: decodeURIComponent(slug).slice(0, 200) };
  } catch {
    return { lang, slug: '' };
  }
}

export default async function EmojiNotFound() {
  const { lang, slug } = requested((await headers()).get(PAGE_PATH_HEADER) ?? '');
  if (!isLang(lang)) {
    return (
      <>
        <h1>Page not found</h1>
        <p>
          There is no emoji explorer in “{lang.slice(0, 20)}”. Try the <a href="/en/emoji">English explorer</a>.
        </p>
      </>
    );
  }
  const suggestions = slug ? suggestionsFor(slug.replace(/[-_]+/g, ' '), lang, 8) : [];
  return (
    <>
      <h1>No such emoji</h1>
      <p>
        No emoji has the address “{slug}”. {suggestions.length ? 'Perhaps you meant one of these:' : ''}
      </p>
      {suggestions.length ? <EmojiGrid lang={lang} items={suggestions} label="Suggestions" /> : null}
      <p>
        <a href={`/${lang}/emoji?q=${encodeURIComponent(slug.replace(/[-_]+/g, ' '))}`}>Search the explorer</a> or{' '}
        <a href={`/${lang}/emoji`}>browse by group</a>.
      </p>
    </>
  );
}
