// 404 for an emoji address: the emoji the slug's words suggest, in the page's language.
import { glyphImage, suggestionsFor, type ResolveSuggestion as Suggestion } from '@/lib/emoji';
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
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
    const t = translator(DEFAULT_LANG, 'notFound');
    return (
      <>
        <h1>{t('title')}</h1>
        <p>{t.rich('noExplorer', { lang: lang.slice(0, 20), explorer: (chunks) => <a href="/en/emoji">{chunks}</a> })}</p>
      </>
    );
  }
  const suggestions = suggestionsOf(slug, lang);
  const t = translator(lang, 'notFound');
  return (
    <>
      <h1>{t('noEmojiTitle')}</h1>
      <p>
        {t('noEmoji', { slug })} {suggestions.length ? t('perhaps') : ''}
      </p>
      {suggestions.length ? (
        <EmojiGrid lang={lang} items={suggestions.map((suggestion) => ({ ...suggestion, image: glyphImage(suggestion.slug) }))} label={t('suggestions')} />
      ) : null}
      <p>
        {t.rich('searchOrBrowse', {
          search: (chunks) => <a href={`/${lang}/emoji?q=${encodeURIComponent(slug.replace(/[-_]+/g, ' '))}`}>{chunks}</a>,
          browse: (chunks) => <a href={`/${lang}/emoji`}>{chunks}</a>,
        })}
      </p>
    </>
  );
}
