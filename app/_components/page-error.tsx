'use client';
// What a visitor reads when a page fails to render (app/error.tsx), in the language of the page's address: a Next error
// component receives no props of ours, so the root layout hands the texts of every language down through a context
// (error-texts.tsx) and the address picks one, as for the rest of the chrome (in-page-lang.tsx).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages } from '@/lib/i18n/translate';
import { usePageLang } from './page-html';

/** The `errors` messages the error page shows. */
export type ErrorPageKey = 'errorTitle' | 'errorText' | 'retry' | 'home';
export type ErrorPageMessages = Pick<CompiledMessages<'errors'>, ErrorPageKey>;

interface Texts {
  messages: Partial<Record<Lang, ErrorPageMessages>>;
  fallback: Lang;
  /** For the document's title, which the failed page's metadata may not have given. */
  siteName: string;
}

const ErrorTextsContext = createContext<Texts | null>(null);

export function ErrorTextsProvider({ messages, fallback, siteName, children }: Texts & { children: ReactNode }) {
  const texts = useMemo(() => ({ messages, fallback, siteName }), [messages, fallback, siteName]);
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function PageError({ retry }: { retry: () => void }) {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('PageError needs the texts of ErrorTextsProvider (app/layout.tsx)');
  const lang = usePageLang(Object.keys(texts.messages), texts.fallback) as Lang;
  const t = clientTranslator<'errors', ErrorPageKey>(lang, texts.messages[lang]!);
  return (
    <>
      <title>{`${t('errorTitle')} · ${texts.siteName}`}</title>
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <p>
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>{' '}
        <a href={`/${lang}`}>{t('home')}</a>
      </p>
    </>
  );
}
