'use client';
// `<html lang>` in the page's language, from its address (`/de/emoji/...` is German, every page outside a language
// segment English). The root layout renders no route params and a cached page reads no request headers, so the
// address is what both the server render and the browser agree on.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** The first segment when it is one of `langs` (lib/emoji/langs.ts, passed in so no schema code ships to the browser). */
export function usePageLang(langs: readonly string[], fallback: string): string {
  const first = usePathname()?.split('/')[1] ?? '';
  return langs.includes(first) ? first : fallback;
}

export function PageHtml({ langs, fallback, children }: { langs: readonly string[]; fallback: string; children: ReactNode }) {
  return <html lang={usePageLang(langs, fallback)}>{children}</html>;
}
