// Non-binding project estimates computed only from catalog prices, in integer cents: package plus add-ons, then
// percentage modifiers on that subtotal (each on the same base, never compounded), then VAT on the net amount.
import { z } from 'zod';
import { notFound } from '@/lib/errors';
import { type Catalog, findService, getCatalog } from './catalog';
import { priceSelection } from './price';

export const EstimateRequest = z.object({
  serviceSlug: z.string().trim().min(1).max(100),
  selectedPackageId: z.string().trim().min(1).max(100),
  selectedAddonIds: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  activeModifierIds: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type EstimateRequest = z.infer<typeof EstimateRequest>;

export function listServices(catalog: Catalog = getCatalog()) {
  return {
    catalogVersion: catalog.version,
    currency: catalog.currency,
    services: catalog.services.map((service) => ({
      slug: service.slug,
      name: service.name,
      description: service.description,
      fromPriceCents: Math.min(...service.packages.map((p) => p.priceCents)),
      packages: service.packages.length,
    })),
  };
}

export function describeService(slug: string, catalog: Catalog = getCatalog()) {
  const service = findService(catalog, slug);
  if (!service) throw notFound(`The service "${slug}"`);
  return {
    catalogVersion: catalog.version,
    currency: catalog.currency,
    vatRate: catalog.vatRateBasisPoints / 10_000,
    vatNote: catalog.vatNote,
    service: {
      slug: service.slug,
      name: service.name,
      description: service.description,
      packages: service.packages,
      addons: service.addons.map((a) => ({ ...a, packageIds: a.packageIds ?? null })),
      modifiers: service.modifiers.map((m) => ({ ...m, packageIds: m.packageIds ?? null, excludes: m.excludes ?? [], percent: m.basisPoints / 100 })),
    },
  };
}

export function computeEstimate(request: EstimateRequest, catalog: Catalog = getCatalog()) {
  return priceSelection(request, catalog);
}
