import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import packageJson from '@/package.json';
import { REGENERATE_COMMAND } from './cli-types';
import { buildOpenApi } from './openapi';
import { OPENAPI_DOCUMENT_PATH, openApiFileText, servedOpenApi } from './openapi-document';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the OpenAPI document the server serves', () => {
  it('is the one the route declarations make', () => {
    const expected = openApiFileText(buildOpenApi(ROUTE_MODULES, { version: packageJson.version }));
    const committed = readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8');
    expect(committed === expected, `${OPENAPI_DOCUMENT_PATH} is out of date with the routes; run \`${REGENERATE_COMMAND}\``).toBe(true);
  });

  it('states the limits configured on this server, which the generated file leaves out', () => {
    vi.stubEnv('RATE_LIMIT_IP_DOCS_PER_MINUTE', '7');
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '11');
    const paths = servedOpenApi().paths as Record<string, Record<string, { 'x-rate-limit'?: unknown }>>;
    expect(paths['/api/openapi.json']!.get!['x-rate-limit']).toEqual({ per: 'ip', bucket: 'docs', requests: 7, windowSeconds: 60 });
    expect(paths['/api/public/agent/v1/whoami']!.get!['x-rate-limit']).toEqual({ per: 'client', name: 'default', requests: 11, windowSeconds: 60 });
    expect(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')).not.toContain('"requests"');
  });
});
