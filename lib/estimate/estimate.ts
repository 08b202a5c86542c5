// Non-binding project estimates computed only from catalog prices, in integer cents: package plus add-ons, then
// percentage modifiers on that subtotal (each on the same base, never compounded), then VAT on the net amount.
import { z } from 'zod';
import { ApiError, notFound, type ErrorDetail } from '@/lib/errors';
import { type Catalog, type CatalogService, findService, getCatalog } from './catalog';

export const EstimateRequest = z.object({
  serviceSlug: z.string().trim().min(1).max(100),
  selectedPackageId: z.string().trim().min(1).max(100),
  selectedAddonIds: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  activeModifierIds: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type EstimateRequest = z.infer<typeof EstimateRequest>;

/** Rounds half away from zero, so a discount and a surcharge of the same size round symmetrically. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export const toEur = (cents: number) => cents / 100;

function percentOf(cents: number, basisPoints: number): number {
  return roundHalfAway((cents * basisPoints) / 10_000);
}

function applies(option: { packageIds?: string[] }, packageId: string): boolean {
  return option.packageIds === undefined || option.packageIds.includes(packageId);
}

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

function validateSelection(service: CatalogService, request: EstimateRequest): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const pkg = service.packages.find((p) => p.id === request.selectedPackageId);
  if (!pkg) {
    details.push({ path: 'body.selectedPackageId', message: `Unknown package "${request.selectedPackageId}" for ${service.slug}.` });
  }
  const seen = new Set<string>();
  request.selectedAddonIds.forEach((id, index) => {
    const addon = service.addons.find((a) => a.id === id);
    const path = `body.selectedAddonIds.${index}`;
    if (seen.has(id)) details.push({ path, message: `Add-on "${id}" is selected twice.` });
    else if (!addon) details.push({ path, message: `Unknown add-on "${id}" for ${service.slug}.` });
    else if (pkg && !applies(addon, pkg.id)) details.push({ path, message: `Add-on "${id}" cannot be combined with package "${pkg.id}".` });
    seen.add(id);
  });
  request.activeModifierIds.forEach((id, index) => {
    const modifier = service.modifiers.find((m) => m.id === id);
    const path = `body.activeModifierIds.${index}`;
    if (seen.has(id)) details.push({ path, message: `Modifier "${id}" is selected twice.` });
    else if (!modifier) details.push({ path, message: `Unknown modifier "${id}" for ${service.slug}.` });
    else if (pkg && !applies(modifier, pkg.id)) details.push({ path, message: `Modifier "${id}" cannot be combined with package "${pkg.id}".` });
    else {
      const clash = (modifier.excludes ?? []).find((other) => request.activeModifierIds.indexOf(other) > -1 && request.activeModifierIds.indexOf(other) < index);
      if (clash) details.push({ path, message: `Modifier "${id}" cannot be combined with "${clash}".` });
    }
    seen.add(id);
  });
  return details;
}

export function computeEstimate(request: EstimateRequest, catalog: Catalog = getCatalog()) {
  const service = findService(catalog, request.serviceSlug);
  if (!service) {
    throw new ApiError('invalid_payload', `Unknown service "${request.serviceSlug}".`, {
      details: [{ path: 'body.serviceSlug', message: `Unknown service "${request.serviceSlug}". Known: ${catalog.services.map((s) => s.slug).join(', ')}.` }],
    });
  }
  const details = validateSelection(service, request);
  if (details.length > 0) throw new ApiError('invalid_payload', 'The selection does not match the catalog.', { details });

  const pkg = service.packages.find((p) => p.id === request.selectedPackageId)!;
  const addons = request.selectedAddonIds.map((id) => service.addons.find((a) => a.id === id)!);
  const modifiers = service.modifiers.filter((m) => request.activeModifierIds.includes(m.id));
  const subtotalCents = pkg.priceCents + addons.reduce((sum, a) => sum + a.priceCents, 0);
  const adjustments = modifiers.map((m) => ({ modifier: m, amountCents: percentOf(subtotalCents, m.basisPoints) }));
  const netCents = subtotalCents + adjustments.reduce((sum, a) => sum + a.amountCents, 0);
  const vatCents = percentOf(netCents, catalog.vatRateBasisPoints);
  const grossCents = netCents + vatCents;

  return {
    nonBinding: true as const,
    catalogVersion: catalog.version,
    currency: catalog.currency,
    service: { slug: service.slug, name: service.name },
    items: [
      { kind: 'package' as const, id: pkg.id, name: pkg.name, amountCents: pkg.priceCents },
      ...addons.map((a) => ({ kind: 'addon' as const, id: a.id, name: a.name, amountCents: a.priceCents })),
      ...adjustments.map(({ modifier, amountCents }) => ({
        kind: 'modifier' as const,
        id: modifier.id,
        name: modifier.name,
        percent: modifier.basisPoints / 100,
        amountCents,
      })),
    ],
    totals: {
      subtotalCents,
      netCents,
      vatRate: catalog.vatRateBasisPoints / 10_000,
      vatCents,
      grossCents,
      subtotalEur: toEur(subtotalCents),
      netEur: toEur(netCents),
      vatEur: toEur(vatCents),
      grossEur: toEur(grossCents),
    },
    method: 'package + add-ons = subtotal; each modifier is a percentage of the subtotal; net × VAT rate = VAT; all in integer cents, rounded half away from zero.',
    note: 'Non-binding estimate from published catalog prices; the final offer follows a scoping conversation.',
  };
}

export type Estimate = ReturnType<typeof computeEstimate>;
