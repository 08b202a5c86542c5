// The price arithmetic of a project estimate, free of validation libraries and data imports so that the contact
// page's calculator runs the very same code in the browser (with the catalog the server hands it) as the API does.
import { ApiError, type ErrorDetail } from '@/lib/errors';
import type { Catalog, CatalogService } from './catalog';

/** What the visitor or caller selected, by catalog ids. */
export interface Selection {
  serviceSlug: string;
  selectedPackageId: string;
  selectedAddonIds: string[];
  activeModifierIds: string[];
}

/** Rounds half away from zero, so a discount and a surcharge of the same size round symmetrically. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export const toEur = (cents: number) => cents / 100;

function percentOf(cents: number, basisPoints: number): number {
  return roundHalfAway((cents * basisPoints) / 10_000);
}

/** Whether an add-on or modifier can go with the package (all packages when it names none). */
export function fitsPackage(option: { packageIds?: string[] }, packageId: string): boolean {
  return option.packageIds === undefined || option.packageIds.includes(packageId);
}

function validateSelection(service: CatalogService, request: Selection): ErrorDetail[] {
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
    else if (pkg && !fitsPackage(addon, pkg.id)) details.push({ path, message: `Add-on "${id}" cannot be combined with package "${pkg.id}".` });
    seen.add(id);
  });
  request.activeModifierIds.forEach((id, index) => {
    const modifier = service.modifiers.find((m) => m.id === id);
    const path = `body.activeModifierIds.${index}`;
    if (seen.has(id)) details.push({ path, message: `Modifier "${id}" is selected twice.` });
    else if (!modifier) details.push({ path, message: `Unknown modifier "${id}" for ${service.slug}.` });
    else if (pkg && !fitsPackage(modifier, pkg.id)) details.push({ path, message: `Modifier "${id}" cannot be combined with package "${pkg.id}".` });
    else {
      const clash = (modifier.excludes ?? []).find((other) => request.activeModifierIds.indexOf(other) > -1 && request.activeModifierIds.indexOf(other) < index);
      if (clash) details.push({ path, message: `Modifier "${id}" cannot be combined with "${clash}".` });
    }
    seen.add(id);
  });
  return details;
}

/** The itemized estimate of a selection; unknown, duplicate or incompatible ids are one 400 naming each. */
export function priceSelection(request: Selection, catalog: Catalog) {
  const service = catalog.services.find((candidate) => candidate.slug === request.serviceSlug);
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


export type Estimate = ReturnType<typeof priceSelection>;
