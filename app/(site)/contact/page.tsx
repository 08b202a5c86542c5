// The contact page: the project calculator over the service catalog and the contact form that sends its selection.
import type { Metadata } from 'next';
import { getCatalog } from '@/lib/estimate/catalog';
import { contactFormConfigured } from '@/lib/contact/form-token';
import { siteOrigin } from '../site-url';
import { Calculator } from './calculator';
import { selectionFromQuery } from './selection';

export function generateMetadata(): Metadata {
  return {
    title: 'Contact and project calculator',
    description: 'Price a website, SEO & GEO or automation project from our published catalog and send us your inquiry.',
    alternates: { canonical: `${siteOrigin()}/contact` },
  };
}

export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const catalog = getCatalog();
  const initial = selectionFromQuery(catalog, await searchParams);
  return (
    <>
      <h1>Contact</h1>
      <p>
        Put your project together from our published packages and see a non-binding estimate at once, then send it to us
        with your message. Prices in euros; {catalog.vatNote}
      </p>
      <Calculator lang="en" catalog={catalog} initial={initial} contactEnabled={contactFormConfigured()} />
    </>
  );
}
