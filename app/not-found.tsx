// The site's 404 page, in the language of the requested address. proxy.ts sends unknown emoji addresses here (an
// unmatched path, so Next answers 404 with this page rendered on the server), where they get suggestions; any other
// address gets the way back.
import { headers } from 'next/headers';
import { translator } from '@/lib/i18n/translate';
import { langOfPath, PAGE_PATH_HEADER } from '@/lib/site/page-lang';
import { isEmojiPath } from '@/lib/site/emoji-paths';
import { EmojiNotFound } from './_components/emoji-not-found';

export default async function NotFound() {
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? '';
  if (isEmojiPath(path)) return <EmojiNotFound path={path} />;
  const t = translator(langOfPath(path), 'notFound');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>
        {t.rich('text', {
          home: (chunks) => <a href="/">{chunks}</a>,
          explorer: (chunks) => <a href={`/${langOfPath(path)}/emoji`}>{chunks}</a>,
          docs: (chunks) => <a href="/docs">{chunks}</a>,
        })}
      </p>
    </>
  );
}
