// A language's contact page: the project calculator over the service catalog in that language (lib/estimate/
// localized.ts) and the contact form that sends its selection. Reads its query string, so rendered per request.
import type { Metadata } from 'next';
import { catalogFor } from '@/lib/estimate/localized';
import { contactFormConfigured } from '@/lib/contact/form-token';
import { translator } from '@/lib/i18n/translate';
import { contactPath } from '@/lib/site/site-paths';
import { pageLang } from '../../page-lang';
import { languagePageMetadata } from '../../page-metadata';
import { Calculator } from './calculator';
import { selectionFromQuery } from './selection';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const lang = pageLang((await params).lang);
  const t = translator(lang, 'contact');
  return languagePageMetadata(lang, contactPath, { title: t('metaTitle'), description: t('metaDescription') });
}

export default async function ContactPage({ params, searchParams }: Props) {
  const lang = pageLang((await params).lang);
  const catalog = catalogFor(lang);
  const initial = selectionFromQuery(catalog, await searchParams);
  const t = translator(lang, 'contact');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro', { vatNote: catalog.vatNote })}</p>
      <Calculator lang={lang} catalog={catalog} initial={initial} contactEnabled={contactFormConfigured()} />
    </>
  );
}
