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

/**
 * Why a selection cannot be priced, by catalog ids: the API words each problem in English (`describeProblem`), the
 * contact page's calculator in the page's language.
 */
export type SelectionProblem = { path: string; option: 'package' | 'addon' | 'modifier'; id: string } & (
  | { kind: 'unknown' }
  | { kind: 'twice' }
  | { kind: 'notWithPackage'; packageId: string }
  | { kind: 'excludedBy'; otherId: string }
);

export function selectionProblems(service: CatalogService, request: Selection): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const pkg = service.packages.find((p) => p.id === request.selectedPackageId);
  if (!pkg) problems.push({ kind: 'unknown', path: 'body.selectedPackageId', option: 'package', id: request.selectedPackageId });
  const seen = new Set<string>();
  request.selectedAddonIds.forEach((id, index) => {
    const addon = service.addons.find((a) => a.id === id);
    const at = { path: `body.selectedAddonIds.${index}`, option: 'addon' as const, id };
    if (seen.has(id)) problems.push({ ...at, kind: 'twice' });
    else if (!addon) problems.push({ ...at, kind: 'unknown' });
    else if (pkg && !fitsPackage(addon, pkg.id)) problems.push({ ...at, kind: 'notWithPackage', packageId: pkg.id });
    seen.add(id);
  });
  request.activeModifierIds.forEach((id, index) => {
    const modifier = service.modifiers.find((m) => m.id === id);
    const at = { path: `body.activeModifierIds.${index}`, option: 'modifier' as const, id };
    if (seen.has(id)) problems.push({ ...at, kind: 'twice' });
    else if (!modifier) problems.push({ ...at, kind: 'unknown' });
    else if (pkg && !fitsPackage(modifier, pkg.id)) problems.push({ ...at, kind: 'notWithPackage', packageId: pkg.id });
    else {
      const clash = (modifier.excludes ?? []).find((other) => request.activeModifierIds.indexOf(other) > -1 && request.activeModifierIds.indexOf(other) < index);
      if (clash) problems.push({ ...at, kind: 'excludedBy', otherId: clash });
    }
    seen.add(id);
  });
  return problems;
}

const OPTION_NAME = { package: 'Package', addon: 'Add-on', modifier: 'Modifier' } as const;

/** A problem as the API's error details word it. */
export function describeProblem(problem: SelectionProblem, serviceSlug: string): string {
  const option = OPTION_NAME[problem.option];
  switch (problem.kind) {
    case 'unknown':
      return `Unknown ${option.toLowerCase()} "${problem.id}" for ${serviceSlug}.`;
    case 'twice':
      return `${option} "${problem.id}" is selected twice.`;
    case 'notWithPackage':
      return `${option} "${problem.id}" cannot be combined with package "${problem.packageId}".`;
    case 'excludedBy':
      return `${option} "${problem.id}" cannot be combined with "${problem.otherId}".`;
  }
}

/** The itemized estimate of a selection; unknown, duplicate or incompatible ids are one 400 naming each. */
export function priceSelection(request: Selection, catalog: Catalog) {
  const service = catalog.services.find((candidate) => candidate.slug === request.serviceSlug);
  if (!service) {
    throw new ApiError('invalid_payload', `Unknown service "${request.serviceSlug}".`, {
      details: [{ path: 'body.serviceSlug', message: `Unknown service "${request.serviceSlug}". Known: ${catalog.services.map((s) => s.slug).join(', ')}.` }],
    });
  }
  const details: ErrorDetail[] = selectionProblems(service, request).map((problem) => ({
    path: problem.path,
    message: describeProblem(problem, service.slug),
  }));
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
