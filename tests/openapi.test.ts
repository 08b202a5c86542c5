import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { bodyOf, call } from './helpers/http';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

interface Operation {
  operationId: string;
  summary: string;
  responses: Record<string, { headers?: Record<string, unknown> }>;
  security?: unknown[];
  'x-required-scope'?: string;
}

describe('OpenAPI document', () => {
  it('lists every route file of the app', () => {
    const onDisk = routeFiles(path.join(process.cwd(), 'app'))
      .map((file) => `/${path.relative(path.join(process.cwd(), 'app'), path.dirname(file)).split(path.sep).join('/')}`)
      // A route group folder such as (site) is not part of the URL.
      .map((route) => route.replace(/\/\([^/)]+\)/g, ''))
      .sort();
    expect(ROUTE_MODULES.map((entry) => entry.path).sort()).toEqual(onDisk);
  });

  it('is a valid OpenAPI 3.1 document with every operation, its scope, errors and limit headers', async () => {
    const response = await call('GET', '/api/openapi.json', { ip: '192.0.2.50' });
    expect(response.status).toBe(200);
    const document = await bodyOf<{ openapi: string; paths: Record<string, Record<string, Operation>> }>(response);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const exported = ROUTE_MODULES.flatMap((entry) =>
      ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => (entry.module[method] as { definition?: unknown })?.definition),
    );
    expect(operations).toHaveLength(exported.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);

    const createTask = document.paths['/api/public/agent/v1/tasks']!.post!;
    expect(createTask['x-required-scope']).toBe('tasks:write');
    expect(Object.keys(createTask.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '429', '500']));
    expect(createTask.responses['201']!.headers).toHaveProperty('X-RateLimit-Remaining');
    expect(createTask.responses['429']!.headers).toHaveProperty('Retry-After');
    expect(document.paths['/api/public/agent/v1/tasks/{id}']!.get!.responses).toHaveProperty('404');
  });
});
