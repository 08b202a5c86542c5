// Fuzzes every route file through its real handler: random methods, path parameters, query strings, JSON bodies
// shaped after the route's own schema, wrong content types, hostile headers. Whatever arrives, the answer is never a
// 5xx other than a deliberate 502/503 with the error body, and always carries a request id.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCOPES } from '@/lib/auth/scopes';
import type { RouteDefinition } from '@/lib/http/route';
import { call } from '@/tests/helpers/http';
import { PROTOTYPE_NAMES } from '@/tests/helpers/hostile-text';
import { createTestKey } from '@/tests/helpers/keys';

vi.setConfig({ testTimeout: 180_000 });

const APP = path.join(process.cwd(), 'app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = { definition?: RouteDefinition };

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The route's top-level body or query fields, so generated objects reach the validators' inner checks. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom('', ' ', '%', '%ff', '../../etc/passwd', '\u0000', '😀', 'https://127.0.0.1/', 'null'),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

function bodyFor(fields: string[]): fc.Arbitrary<{ body?: string; contentType?: string }> {
  const shaped = fields.length
    ? fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  return fc.oneof(
    shaped.map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })),
    hostileValue.map((value) => ({ body: JSON.stringify(value) ?? '', contentType: 'application/json' })),
    fc.string({ maxLength: 200 }).map((body) => ({ body, contentType: 'application/json' })),
    fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', '').chain((contentType) =>
      fc.string({ maxLength: 200 }).map((body) => ({ body, contentType })),
    ),
    fc.constant({}),
  );
}

/** What Node hands over for a header sent as raw UTF-8 bytes: each byte as one Latin-1 character. */
const headerString = hostileString.map((value) =>
  [...Buffer.from(value, 'utf8').toString('latin1')].filter((char) => char >= ' ' && char !== '\x7f').join(''),
);

const hostileHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.nat({ max: 4000 }).map((n) => `1.2.3.4,${' '.repeat(n)}x`), headerString),
    'x-request-id': headerString,
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
    authorization: fc.constantFrom('Bearer', 'Bearer wsk_', 'Basic abc', 'Bearer wsk_aaaaaaaa_' + 'b'.repeat(5000)),
    accept: fc.constantFrom('application/json, text/event-stream', '*/*', 'text/html'),
  },
  { requiredKeys: [] },
);

let key = '';
const LIMITS = ['RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_BLOG_GENERATE_PER_MINUTE', 'RATE_LIMIT_SCANS_PER_MINUTE'];

beforeAll(async () => {
  for (const name of LIMITS) vi.stubEnv(name, '1000000');
  key = (await createTestKey([...SCOPES])).key;
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

const files = routeFiles(APP).map((file) => path.relative(APP, file));

describe('every route under hostile requests', () => {
  it.each(files)('%s never answers an undeliberate 5xx', async (file) => {
    const module = (await import(path.join(APP, file))) as Record<string, Handler | undefined>;
    const served = METHODS.filter((method) => module[method]?.definition !== undefined);
    // A route group's folder, `(site)`, is no part of the URL.
    const segments = path.dirname(file).split(path.sep).filter((segment) => !/^\(.+\)$/.test(segment));
    const dynamic = segments.filter((segment) => segment.startsWith('['));
    const queryFields = [...new Set(served.flatMap((method) => fieldsOf(module[method]!.definition!.query)))];
    const namedQuery = fc.record(Object.fromEntries(queryFields.map((field) => [field, hostileString])), { requiredKeys: [] });
    const property = fc.asyncProperty(
      fc.constantFrom(...served, ...METHODS),
      // A parameter of '.' or '..' is a dot segment: the URL resolves it away before any server sees it.
      fc.array(hostileString.filter((value) => value.length > 0 && value !== '.' && value !== '..'), {
        minLength: dynamic.length,
        maxLength: dynamic.length,
      }),
      fc.tuple(namedQuery, fc.dictionary(hostileString, hostileString, { maxKeys: 3 })),
      fc.boolean(),
      hostileHeaders,
      fc.nat(),
      async (method, params, [named, extra], withKey, headers, seed) => {
        const definition = module[method]?.definition;
        const search = new URLSearchParams({ ...extra, ...named } as Record<string, string>);
        let next = 0;
        const pathname = segments.map((segment) => (segment.startsWith('[') ? encodeURIComponent(params[next++]!) : segment)).join('/');
        const body = method === 'GET' || method === 'DELETE' ? {} : fc.sample(bodyFor(fieldsOf(definition?.body)), { numRuns: 1, seed })[0]!;
        const response = await call(method, `/${pathname}?${search.toString()}`, {
          key: withKey ? key : undefined,
          body: body.body,
          headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        });
        const text = await response.text();
        const deliberate = response.status === 502 || response.status === 503;
        expect(response.status < 500 || deliberate, `${method} /${pathname}: ${response.status} ${text.slice(0, 300)}`).toBe(true);
        if (response.status >= 400 && response.status !== 405 && response.headers.get('content-type')?.includes('json')) {
          const parsed = JSON.parse(text || 'null') as unknown;
          expect(parsed, `${method} /${pathname}: ${response.status} ${text.slice(0, 300)}`).toMatchObject({
            error: expect.any(String),
            message: expect.any(String),
          });
        }
        if (definition) expect(response.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
      },
    );
    await fc.assert(property, { numRuns: 25, endOnFailure: true });
  });
});
