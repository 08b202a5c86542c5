// The metadata of a page that exists in every language (home, blog index, contact): its title and description in the
// page's language, its canonical address and hreflang alternates in all 24 languages (lib/site/site-paths.ts), and
// Open Graph with the default image (Next replaces the layout's `openGraph` whole when a page sets its own).
import type { Metadata } from 'next';
import type { Lang } from '@/lib/emoji/langs';
import { languageAlternates } from '@/lib/site/site-paths';
import { SITE_NAME } from '@/app/_components/site-header';
import { DEFAULT_OG_IMAGE } from './og-image';

export interface PageTexts {
  /** Without one, the site's name (the layout's default title). */
  title?: string;
  description: string;
}

export function languagePageMetadata(lang: Lang, pathIn: (lang: Lang) => string, { title, description }: PageTexts): Metadata {
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: pathIn(lang), languages: languageAlternates(pathIn) },
    openGraph: { type: 'website', title: title ?? SITE_NAME, description, url: pathIn(lang), locale: lang, images: [DEFAULT_OG_IMAGE] },
  };
}
