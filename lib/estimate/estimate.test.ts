import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { getCatalog, parseCatalog } from './catalog';
import { EstimateRequest, computeEstimate, describeService, listServices } from './estimate';
import { roundHalfAway } from './price';

function estimate(input: Record<string, unknown>) {
  return computeEstimate(EstimateRequest.parse(input));
}

function rejection(input: Record<string, unknown>): ApiError {
  try {
    estimate(input);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the estimate to be rejected');
}

describe('service catalog', () => {
  it('loads and validates the versioned catalog', () => {
    const catalog = getCatalog();
    expect(catalog.version).toMatch(/^\d{4}-\d{2}$/);
    expect(listServices().services.map((s) => s.slug)).toEqual(['website', 'seo-geo', 'automation']);
    expect(listServices().services[0]).toMatchObject({ fromPriceCents: 290000, packages: 3 });
  });

  it('rejects a catalog with dangling ids or fractional prices', () => {
    const broken = structuredClone(getCatalog()) as ReturnType<typeof getCatalog>;
    broken.services[0]!.addons[0]!.packageIds = ['website-nope'];
    expect(() => parseCatalog(broken)).toThrow(/names unknown package website-nope/);
    const fractional = structuredClone(getCatalog());
    fractional.services[0]!.packages[0]!.priceCents = 10.5;
    expect(() => parseCatalog(fractional)).toThrow(/priceCents/);
  });

  it('describes one service with its options, and 404s an unknown slug', () => {
    const described = describeService('website');
    expect(described.service.packages.map((p) => p.id)).toEqual(['website-starter', 'website-business', 'website-premium']);
    expect(described.service.modifiers.find((m) => m.id === 'rush-delivery')).toMatchObject({ percent: 25, excludes: ['flexible-timeline'] });
    expect(() => describeService('nope')).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});

describe('project estimate', () => {
  it('itemizes package, add-ons and modifiers with net, VAT and gross in cents', () => {
    const result = estimate({
      serviceSlug: 'website',
      selectedPackageId: 'website-business',
      selectedAddonIds: ['website-language', 'website-extra-pages'],
      activeModifierIds: ['nonprofit', 'rush-delivery'],
    });
    // 690000 + 120000 + 95000 = 905000; rush +25 % = 226250; nonprofit −10 % = −90500 (both of the subtotal)
    expect(result.items).toEqual([
      { kind: 'package', id: 'website-business', name: 'Business', amountCents: 690000 },
      { kind: 'addon', id: 'website-language', name: 'Additional language', amountCents: 120000 },
      { kind: 'addon', id: 'website-extra-pages', name: '5 additional pages', amountCents: 95000 },
      { kind: 'modifier', id: 'rush-delivery', name: 'Rush delivery', percent: 25, amountCents: 226250 },
      { kind: 'modifier', id: 'nonprofit', name: 'Non-profit discount', percent: -10, amountCents: -90500 },
    ]);
    expect(result.totals).toMatchObject({ subtotalCents: 905000, netCents: 1040750, vatCents: 197743, grossCents: 1238493, grossEur: 12384.93 });
    expect(result).toMatchObject({ nonBinding: true, catalogVersion: getCatalog().version, currency: 'EUR' });
  });

  it('rounds half away from zero', () => {
    expect([roundHalfAway(2.5), roundHalfAway(-2.5), roundHalfAway(2.4)]).toEqual([3, -3, 2]);
  });

  it('names every unknown, duplicate or incompatible id in a 400', () => {
    const error = rejection({
      serviceSlug: 'website',
      selectedPackageId: 'website-premium',
      selectedAddonIds: ['website-blog', 'website-nope', 'website-language', 'website-language'],
      activeModifierIds: ['rush-delivery', 'flexible-timeline', 'ghost'],
    });
    expect(error.status).toBe(400);
    expect(error.details).toEqual([
      { path: 'body.selectedAddonIds.0', message: 'Add-on "website-blog" cannot be combined with package "website-premium".' },
      { path: 'body.selectedAddonIds.1', message: 'Unknown add-on "website-nope" for website.' },
      { path: 'body.selectedAddonIds.3', message: 'Add-on "website-language" is selected twice.' },
      { path: 'body.activeModifierIds.1', message: 'Modifier "flexible-timeline" cannot be combined with "rush-delivery".' },
      { path: 'body.activeModifierIds.2', message: 'Unknown modifier "ghost" for website.' },
    ]);
    expect(rejection({ serviceSlug: 'nope', selectedPackageId: 'x' }).details?.[0]?.path).toBe('body.serviceSlug');
    expect(rejection({ serviceSlug: 'seo-geo', selectedPackageId: 'website-starter' }).details).toEqual([
      { path: 'body.selectedPackageId', message: 'Unknown package "website-starter" for seo-geo.' },
    ]);
    expect(rejection({ serviceSlug: 'automation', selectedPackageId: 'automation-workshop', activeModifierIds: ['rush-delivery'] }).details?.[0]?.message).toContain('cannot be combined');
  });
});
