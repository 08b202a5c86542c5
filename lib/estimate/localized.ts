// The service catalog in one of the site's languages: the names, descriptions, inclusions and VAT note of the
// language's message catalog (messages/{lang}.json, `estimate`) over the same ids, prices and rules. A text the language
// lacks keeps the catalog's own English, so a new catalog entry never breaks a page before it is translated.
import type { Lang } from '@/lib/emoji/langs';
import { catalogOf } from '@/lib/i18n/catalogs';
import { type Catalog, getCatalog } from './catalog';

interface Texts {
  name: string;
  description: string;
}

/** The `estimate` section of a message catalog, looked up by catalog id. */
export interface EstimateTexts {
  vatNote: string;
  services: Record<string, Texts>;
  packages: Record<string, Texts & { includes: string[] }>;
  addons: Record<string, Texts>;
  modifiers: Record<string, Texts>;
}

export function estimateTexts(lang: Lang): EstimateTexts {
  return catalogOf(lang).estimate;
}

function localize<T extends Texts>(item: T, texts: Partial<Texts> | undefined): T {
  return { ...item, name: texts?.name ?? item.name, description: texts?.description ?? item.description };
}

const localized = new Map<string, Catalog>();

/** The catalog with the language's texts; ids, prices, basis points and which options combine are untouched. */
export function catalogFor(lang: Lang, catalog: Catalog = getCatalog()): Catalog {
  const key = `${lang}\u0000${catalog.version}`;
  const cached = catalog === getCatalog() ? localized.get(key) : undefined;
  if (cached) return cached;
  const texts = estimateTexts(lang);
  const result: Catalog = {
    ...catalog,
    vatNote: texts.vatNote,
    services: catalog.services.map((service) => ({
      ...localize(service, texts.services[service.slug]),
      packages: service.packages.map((pkg) => ({
        ...localize(pkg, texts.packages[pkg.id]),
        includes: texts.packages[pkg.id]?.includes ?? pkg.includes,
      })),
      addons: service.addons.map((addon) => localize(addon, texts.addons[addon.id])),
      modifiers: service.modifiers.map((modifier) => localize(modifier, texts.modifiers[modifier.id])),
    })),
  };
  if (catalog === getCatalog()) localized.set(key, result);
  return result;
}
