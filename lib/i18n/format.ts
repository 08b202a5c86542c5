// Numbers, money, dates and plural rules per language through Intl, for the server's and the browser's translators
// alike (no catalogs in here, so client components can import it).
import type { FormatOptions } from 'icu-minify/format';
import type { Lang } from '@/lib/emoji/langs';

/**
 * The Intl locale of each language: the bare code except where its default region is outside the EU (Portuguese
 * defaults to Brazil's formats) or English, which this EU site writes with Irish formats (day before month, €1,234.50).
 */
export function intlLocale(lang: Lang): string {
  if (lang === 'en') return 'en-IE';
  if (lang === 'pt') return 'pt-PT';
  return lang;
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

/** Intl objects are costly to build and immutable, so one per locale and options serves every message. */
function memo<T extends Formatter>(kind: string, locale: unknown, options: unknown, make: () => T): T {
  const key = `${kind}|${JSON.stringify(locale)}|${JSON.stringify(options ?? null)}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** What icu-minify's formatter needs: the Intl objects, and ICU's named number styles (`{rate, number, percent}`). */
export const FORMAT_OPTIONS: FormatOptions = {
  formats: { number: { percent: { style: 'percent', maximumFractionDigits: 2 }, integer: { maximumFractionDigits: 0 } } },
  formatters: {
    getNumberFormat: (locale, options) => memo('number', locale, options, () => new Intl.NumberFormat(locale, options)),
    getDateTimeFormat: (locale, options) => memo('date', locale, options, () => new Intl.DateTimeFormat(locale, options)),
    getPluralRules: (locale, options) => memo('plural', locale, options, () => new Intl.PluralRules(locale, options)),
  },
  timeZone: 'UTC',
};

/** An amount in cents as the language writes money (`1.234,50 €` in German, `€1,234.50` in English). */
export function formatMoney(lang: Lang, cents: number, currency = 'EUR'): string {
  return FORMAT_OPTIONS.formatters.getNumberFormat(intlLocale(lang), { style: 'currency', currency }).format(cents / 100);
}

/** A signed share as the language writes a change in percent (`+25 %` in German, `-10%` in English). */
export function formatPercentChange(lang: Lang, fraction: number): string {
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' };
  return FORMAT_OPTIONS.formatters.getNumberFormat(intlLocale(lang), options).format(fraction);
}

/** Items as the language lists them (`a, b and c`, `a, b et c`). */
export function formatList(lang: Lang, items: string[]): string {
  const locale = intlLocale(lang);
  return memo('list', locale, null, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** A day as the language writes it (`5. März 2026`), in UTC so that server and browser agree. */
export function formatDate(lang: Lang, iso: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return FORMAT_OPTIONS.formatters.getDateTimeFormat(intlLocale(lang), options).format(new Date(iso));
}

/** A language's name as `lang` writes it (`Englisch` in German, `anglais` in French). */
export function languageName(lang: Lang, of: Lang): string {
  return new Intl.DisplayNames(intlLocale(lang), { type: 'language' }).of(of) ?? of;
}
