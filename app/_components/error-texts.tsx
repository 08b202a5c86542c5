// The error page's texts in every language around the pages (the root layout), for app/error.tsx to show in the
// language of the address (page-error.tsx): four short messages each, compiled, and nothing else of the catalogs.
import type { ReactNode } from 'react';
import { DEFAULT_LANG, LANGS } from '@/lib/emoji/langs';
import { clientMessages } from '@/lib/i18n/translate';
import { ErrorTextsProvider, type ErrorPageKey } from './page-error';
import { SITE_NAME } from './site-header';

const KEYS: ErrorPageKey[] = ['errorTitle', 'errorText', 'retry', 'home'];

export function ErrorTexts({ children }: { children: ReactNode }) {
  const messages = Object.fromEntries(LANGS.map((lang) => [lang, clientMessages(lang, 'errors', KEYS)]));
  return (
    <ErrorTextsProvider messages={messages} fallback={DEFAULT_LANG} siteName={SITE_NAME}>
      {children}
    </ErrorTextsProvider>
  );
}
