// The project calculator's catalog in every language: the same ids, prices and rules as data/catalog, every entry
// translated (none left to the English fallback), and the same estimate with the language's item names.
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/lib/emoji/langs';
import { type Catalog, getCatalog, parseCatalog } from './catalog';
import { catalogFor, estimateTexts } from './localized';
import { priceSelection } from './price';

/** Everything of a catalog but its texts. */
function skeleton(catalog: Catalog) {
  return {
    version: catalog.version,
    currency: catalog.currency,
    vatRateBasisPoints: catalog.vatRateBasisPoints,
    services: catalog.services.map((service) => ({
      slug: service.slug,
      packages: service.packages.map(({ id, priceCents, includes }) => ({ id, priceCents, includes: includes.length })),
      addons: service.addons.map(({ id, priceCents, packageIds }) => ({ id, priceCents, packageIds })),
      modifiers: service.modifiers.map(({ id, basisPoints, packageIds, excludes }) => ({ id, basisPoints, packageIds, excludes })),
    })),
  };
}

const source = getCatalog();
const ids = {
  services: source.services.map((s) => s.slug),
  packages: source.services.flatMap((s) => s.packages.map((p) => p.id)),
  addons: [...new Set(source.services.flatMap((s) => s.addons.map((a) => a.id)))],
  modifiers: [...new Set(source.services.flatMap((s) => s.modifiers.map((m) => m.id)))],
};
const sorted = (values: string[]) => [...values].sort();

describe('catalogFor', () => {
  it.each(LANGS)('%s: same ids, prices and rules, a valid catalog', (lang) => {
    const catalog = catalogFor(lang);
    expect(skeleton(parseCatalog(catalog))).toEqual(skeleton(source));
  });

  it.each(LANGS)('%s: texts for exactly the catalog’s ids', (lang) => {
    const texts = estimateTexts(lang);
    for (const kind of ['services', 'packages', 'addons', 'modifiers'] as const) {
      expect(sorted(Object.keys(texts[kind])), kind).toEqual(sorted(ids[kind]));
    }
  });

  it('uses the language’s names and descriptions', () => {
    const german = catalogFor('de');
    const website = german.services.find((s) => s.slug === 'website')!;
    expect(website.description).toMatch(/barrierefreien Unternehmenswebsite/);
    expect(website.modifiers.find((m) => m.id === 'rush-delivery')?.name).toBe('Eilauftrag');
    expect(german.vatNote).toBe('Deutsche Umsatzsteuer zum Regelsatz von 19 %.');
    expect(catalogFor('en')).toEqual(source);
  });

  it('prices a selection the same in every language, with that language’s item names', () => {
    const selection = {
      serviceSlug: 'website',
      selectedPackageId: 'website-starter',
      selectedAddonIds: ['website-blog', 'website-language'],
      activeModifierIds: ['rush-delivery', 'nonprofit'],
    };
    const english = priceSelection(selection, source);
    for (const lang of LANGS) {
      const estimate = priceSelection(selection, catalogFor(lang));
      expect(estimate.totals).toEqual(english.totals);
      expect(estimate.items.map(({ id, amountCents }) => ({ id, amountCents }))).toEqual(english.items.map(({ id, amountCents }) => ({ id, amountCents })));
    }
    expect(priceSelection(selection, catalogFor('fr')).items.map((item) => item.name)).toEqual([
      'Essentiel', 'Blog', 'Langue supplémentaire', 'Livraison express', 'Remise pour associations',
    ]);
  });

  it('keeps the English text of an entry the language does not have yet', () => {
    const extended = structuredClone(source);
    extended.services[0]!.addons.push({ id: 'website-new-thing', name: 'A new thing', description: 'Not translated yet.', priceCents: 100 });
    const addon = catalogFor('de', extended).services[0]!.addons.at(-1)!;
    expect(addon).toEqual({ id: 'website-new-thing', name: 'A new thing', description: 'Not translated yet.', priceCents: 100 });
  });
});
