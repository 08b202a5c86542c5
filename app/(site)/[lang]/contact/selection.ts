// The calculator's selection as the contact page's query string carries it (?service=&package=&addon=&modifier=),
// so that the calculator also works as a plain GET form without JavaScript.
import type { Catalog, CatalogService } from '@/lib/estimate/catalog';
import type { Selection } from '@/lib/estimate/price';

type Query = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => list(value)[0];

export function serviceOf(catalog: Catalog, slug: string): CatalogService {
  return catalog.services.find((service) => service.slug === slug) ?? catalog.services[0]!;
}

/**
 * The selection a query names; an unknown service or package falls back to the first one, while add-ons and
 * modifiers are kept as sent so that the estimate names the ones that do not fit.
 */
export function selectionFromQuery(catalog: Catalog, query: Query): Selection {
  const service = serviceOf(catalog, first(query.service) ?? '');
  const packageId = first(query.package);
  const pkg = service.packages.find((candidate) => candidate.id === packageId) ?? service.packages[0]!;
  return {
    serviceSlug: service.slug,
    selectedPackageId: pkg.id,
    selectedAddonIds: list(query.addon).slice(0, 50),
    activeModifierIds: list(query.modifier).slice(0, 20),
  };
}
