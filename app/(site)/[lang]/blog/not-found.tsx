// The 404 page of a blog address (a draft, a post before its publishAt, an old cursor). Like the pages it stands in
// for, it is rendered once and cached, so it reads nothing of the request: its text is rendered in every language and
// the address picks one (every-lang.tsx).
import type { Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { blogPath } from '@/lib/site/site-paths';
import { InEveryLang } from '@/app/_components/every-lang';

function PostNotFound({ lang }: { lang: Lang }) {
  const t = translator(lang, 'blog');
  return (
    <>
      <h1>{t('postNotFound')}</h1>
      <p>{t.rich('postNotFoundText', { blog: (chunks) => <a href={blogPath(lang)}>{chunks}</a> })}</p>
    </>
  );
}

export default function BlogNotFound() {
  return <InEveryLang render={(lang) => <PostNotFound lang={lang} />} />;
}
