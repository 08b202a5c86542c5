// The service catalog: versioned JSON in data/catalog, validated with zod (and for consistent ids) the first time it
// is used. Prices are integer cents; modifiers are signed basis points of the subtotal (2500 = +25 %).
import { z } from 'zod';
import catalogJson from '@/data/catalog/catalog.json';

const Id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase kebab-case id');
const Cents = z.number().int().nonnegative();

export const CatalogPackage = z.object({
  id: Id,
  name: z.string().min(1),
  description: z.string(),
  priceCents: Cents,
  includes: z.array(z.string()),
});

export const CatalogAddon = z.object({
  id: Id,
  name: z.string().min(1),
  description: z.string(),
  priceCents: Cents,
  /** The packages this add-on can be combined with; all when absent (e.g. not where the package includes it). */
  packageIds: z.array(Id).optional(),
});

export const CatalogModifier = z.object({
  id: Id,
  name: z.string().min(1),
  description: z.string(),
  basisPoints: z.number().int().min(-5000).max(10_000),
  packageIds: z.array(Id).optional(),
  /** Modifiers that cannot be active together with this one. */
  excludes: z.array(Id).optional(),
});

export const CatalogService = z.object({
  slug: Id,
  name: z.string().min(1),
  description: z.string(),
  packages: z.array(CatalogPackage).min(1),
  addons: z.array(CatalogAddon),
  modifiers: z.array(CatalogModifier),
});

export const Catalog = z
  .object({
    version: z.string().min(1),
    currency: z.literal('EUR'),
    vatRateBasisPoints: z.number().int().min(0).max(10_000),
    vatNote: z.string(),
    services: z.array(CatalogService).min(1),
  })
  .superRefine((catalog, ctx) => {
    const duplicate = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    for (const slug of duplicate(catalog.services.map((s) => s.slug))) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: `duplicate service slug ${slug}` });
    }
    catalog.services.forEach((service, index) => {
      const path = ['services', index];
      const packageIds = service.packages.map((p) => p.id);
      const modifierIds = service.modifiers.map((m) => m.id);
      for (const id of duplicate([...packageIds, ...service.addons.map((a) => a.id), ...modifierIds])) {
        ctx.addIssue({ code: 'custom', path, message: `duplicate id ${id} in ${service.slug}` });
      }
      for (const option of [...service.addons, ...service.modifiers]) {
        for (const id of option.packageIds ?? []) {
          if (!packageIds.includes(id)) ctx.addIssue({ code: 'custom', path, message: `${option.id} names unknown package ${id}` });
        }
      }
      for (const modifier of service.modifiers) {
        for (const id of modifier.excludes ?? []) {
          if (!modifierIds.includes(id)) ctx.addIssue({ code: 'custom', path, message: `${modifier.id} excludes unknown modifier ${id}` });
        }
      }
    });
  });

export type Catalog = z.infer<typeof Catalog>;
export type CatalogService = z.infer<typeof CatalogService>;

let cached: Catalog | undefined;

/** The catalog, validated once per process; an invalid catalog fails loudly instead of pricing anything. */
export function getCatalog(): Catalog {
  cached ??= parseCatalog(catalogJson);
  return cached;
}

export function parseCatalog(data: unknown): Catalog {
  const result = Catalog.safeParse(data);
  if (!result.success) {
    throw new Error(`The service catalog is invalid: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}

export function findService(catalog: Catalog, slug: string): CatalogService | undefined {
  return catalog.services.find((service) => service.slug === slug);
}
