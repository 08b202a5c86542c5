// The 404 page of a page that calls notFound(). Next renders it as part of every page under the root layout, cached
// ones included, so it reads nothing of the request: its text is rendered in every language and the address picks
// one (every-lang.tsx). An address no route matches gets app/global-not-found.tsx.
import type { Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { explorerPath, homePath } from '@/lib/site/site-paths';
import { InEveryLang } from './_components/every-lang';

export function NotFoundText({ lang }: { lang: Lang }) {
  const t = translator(lang, 'notFound');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>
        {t.rich('text', {
          home: (chunks) => <a href={homePath(lang)}>{chunks}</a>,
          explorer: (chunks) => <a href={explorerPath(lang)}>{chunks}</a>,
          docs: (chunks) => <a href="/docs">{chunks}</a>,
        })}
      </p>
    </>
  );
}

export default function NotFound() {
  return <InEveryLang render={(lang) => <NotFoundText lang={lang} />} />;
}
