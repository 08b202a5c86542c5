// Response schemas of the project estimate routes, for the OpenAPI document.
import { z } from 'zod';
import { CatalogAddon, CatalogModifier, CatalogPackage } from './catalog';

export const EstimateQuery = z.object({
  serviceSlug: z.string().trim().min(1).max(100).optional().describe('Without it: the list of services'),
});

export const ServiceList = z.object({
  catalogVersion: z.string(),
  currency: z.literal('EUR'),
  services: z.array(
    z.object({ slug: z.string(), name: z.string(), description: z.string(), fromPriceCents: z.number().int(), packages: z.number().int() }),
  ),
});

export const ServiceOptions = z.object({
  catalogVersion: z.string(),
  currency: z.literal('EUR'),
  vatRate: z.number(),
  vatNote: z.string(),
  service: z.object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    packages: z.array(CatalogPackage),
    addons: z.array(CatalogAddon.extend({ packageIds: z.array(z.string()).nullable() })),
    modifiers: z.array(
      CatalogModifier.extend({ packageIds: z.array(z.string()).nullable(), excludes: z.array(z.string()), percent: z.number() }),
    ),
  }),
});

export const EstimateItem = z.object({
  kind: z.enum(['package', 'addon', 'modifier']),
  id: z.string(),
  name: z.string(),
  percent: z.number().optional(),
  amountCents: z.number().int(),
});

export const EstimateTotals = z.object({
  subtotalCents: z.number().int(),
  netCents: z.number().int(),
  vatRate: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  subtotalEur: z.number(),
  netEur: z.number(),
  vatEur: z.number(),
  grossEur: z.number(),
});

export const Estimate = z.object({
  nonBinding: z.literal(true),
  catalogVersion: z.string(),
  currency: z.literal('EUR'),
  service: z.object({ slug: z.string(), name: z.string() }),
  items: z.array(EstimateItem),
  totals: EstimateTotals,
  method: z.string(),
  note: z.string(),
});
