'use client';
// Shows the variant of a piece of the site's chrome (skip link, header, footer, the 404 text) in the page's language.
// The root layout receives no route params and a cached page reads no request headers, so the server renders every
// language's variant into the page's data and the address picks one, alike on the server and in the browser.
import type { ReactNode } from 'react';
import { usePageLang } from './page-html';

export function InPageLang({ variants, fallback }: { variants: Record<string, ReactNode>; fallback: string }) {
  return variants[usePageLang(Object.keys(variants), fallback)];
}
