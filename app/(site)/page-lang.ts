// The language of a page under app/(site)/[lang]. proxy.ts answers addresses without a language 404 before they get
// here (lib/site/language-paths.ts); notFound() is the fallback for the few it does not see (files the matcher skips).
import { notFound } from 'next/navigation';
import { isLang, type Lang } from '@/lib/emoji/langs';

export function pageLang(value: string): Lang {
  if (!isLang(value)) notFound();
  return value;
}
