// The variants InPageLang picks from: one rendering of a piece of the chrome per language (in-page-lang.tsx).
import type { ReactNode } from 'react';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/emoji/langs';
import { InPageLang } from './in-page-lang';

export function InEveryLang({ render }: { render: (lang: Lang) => ReactNode }) {
  return <InPageLang variants={Object.fromEntries(LANGS.map((lang) => [lang, render(lang)]))} fallback={DEFAULT_LANG} />;
}
