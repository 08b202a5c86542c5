// The site's 404 page. proxy.ts sends unknown emoji addresses here (an unmatched path, so Next answers 404 with this
// page rendered on the server), where they get suggestions; any other address gets the way back.
import { headers } from 'next/headers';
import { PAGE_PATH_HEADER } from '@/lib/site/page-lang';
import { isEmojiPath } from '@/lib/site/emoji-paths';
import { EmojiNotFound } from './_components/emoji-not-found';

export default async function NotFound() {
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? '';
  if (isEmojiPath(path)) return <EmojiNotFound path={path} />;
  return (
    <>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. Start from the <a href="/">home page</a>, the{' '}
        <a href="/en/emoji">emoji explorer</a> or the <a href="/docs">API documentation</a>.
      </p>
    </>
  );
}
