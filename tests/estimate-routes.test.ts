import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const ESTIMATE = '/api/public/agent/v1/project-estimate';

// Opening the database and applying migrations is the slow part of the first call; do it outside the tests.
beforeAll(async () => {
  await getDb();
});

describe('project estimate routes', () => {
  it('lists services, then one service with its packages, add-ons and options', async () => {
    const { key } = await createTestKey(['estimate:project']);
    const list = await bodyOf<{ catalogVersion: string; services: { slug: string }[] }>(await call('GET', ESTIMATE, { key }));
    expect(list.services.map((s) => s.slug)).toEqual(['website', 'seo-geo', 'automation']);
    const one = await call('GET', `${ESTIMATE}?serviceSlug=seo-geo`, { key });
    expect(one.status).toBe(200);
    const body = await bodyOf<{ catalogVersion: string; service: { packages: unknown[]; addons: unknown[]; modifiers: unknown[] } }>(one);
    expect(body.catalogVersion).toBe(list.catalogVersion);
    expect(body.service.packages).toHaveLength(3);
    expect(body.service.addons.length).toBeGreaterThan(0);
    expect(body.service.modifiers.length).toBeGreaterThan(0);
    const unknown = await call('GET', `${ESTIMATE}?serviceSlug=nope`, { key });
    expect(unknown.status).toBe(404);
    expect(await bodyOf(unknown)).toMatchObject({ error: 'not_found' });
  });

  it('computes an itemized non-binding estimate with net, VAT and gross', async () => {
    const { key } = await createTestKey(['estimate:project']);
    const response = await call('POST', ESTIMATE, {
      key,
      json: { serviceSlug: 'automation', selectedPackageId: 'automation-pilot', selectedAddonIds: ['automation-training'], activeModifierIds: ['rush-delivery'] },
    });
    expect(response.status).toBe(200);
    // 690000 + 90000 = 780000; +25 % = 195000; net 975000; VAT 19 % = 185250; gross 1160250
    expect(await bodyOf(response)).toMatchObject({
      nonBinding: true,
      items: [{ id: 'automation-pilot' }, { id: 'automation-training' }, { id: 'rush-delivery', amountCents: 195000 }],
      totals: { subtotalCents: 780000, netCents: 975000, vatCents: 185250, grossCents: 1160250, grossEur: 11602.5 },
    });
  });

  it('answers 400 naming unknown and incompatible ids', async () => {
    const { key } = await createTestKey(['estimate:project']);
    const response = await call('POST', ESTIMATE, {
      key,
      json: { serviceSlug: 'automation', selectedPackageId: 'automation-workshop', selectedAddonIds: ['automation-extra-integration', 'ghost'] },
    });
    expect(response.status).toBe(400);
    const body = await bodyOf<{ error: string; details: { path: string; message: string }[] }>(response);
    expect(body.error).toBe('invalid_payload');
    expect(body.details.map((d) => d.path)).toEqual(['body.selectedAddonIds.0', 'body.selectedAddonIds.1']);
    expect(body.details[1]?.message).toContain('"ghost"');
  });

  it('needs estimate:project', async () => {
    const { key } = await createTestKey(['assessment:website']);
    expect((await call('GET', ESTIMATE, { key })).status).toBe(403);
    expect((await call('GET', ESTIMATE)).status).toBe(401);
  });
});
