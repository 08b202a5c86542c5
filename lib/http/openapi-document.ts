// The OpenAPI document this server serves (/api/openapi.json and the /docs page). Generated ahead of time from the
// route declarations, not built from the route modules at run time: a route module is also its handler, so building
// it there put every service of the app, the emoji language files and sharp included, into the two functions serving
// it (docs/decisions/serverless.md). `npx tsx scripts/generate-openapi.ts` writes it; a test fails while it is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientLimit, ipLimit, type ClientLimitName, type IpBucket } from '@/lib/limits/policy';

type JsonObject = Record<string, unknown>;

export const OPENAPI_DOCUMENT_PATH = 'lib/http/openapi-document.json';

/** The committed file's text: indented, so that a change of the contract reads as a diff. */
export function openApiFileText(document: JsonObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

type RateLimit = { per: 'ip'; bucket: IpBucket } | { per: 'client'; name: ClientLimitName };

/** Each operation's limit with the number of requests this server allows, from its configuration. */
function withConfiguredLimits(document: JsonObject): JsonObject {
  const paths = Object.entries(document.paths as Record<string, Record<string, JsonObject>>).map(([path, methods]) => [
    path,
    Object.fromEntries(
      Object.entries(methods).map(([method, operation]) => {
        const limit = operation['x-rate-limit'] as RateLimit | undefined;
        if (!limit) return [method, operation];
        const requests = limit.per === 'ip' ? ipLimit(limit.bucket) : clientLimit(limit.name);
        return [method, { ...operation, 'x-rate-limit': { ...limit, requests } }];
      }),
    ),
  ]);
  return { ...document, paths: Object.fromEntries(paths) };
}

let served: JsonObject | undefined;

/**
 * Once per process: the limits come from the configuration, read at start. Read from disk rather than imported, which
 * made TypeScript infer a type for the whole file and added half to the typecheck's time; the build's tracer follows
 * the static join into the functions that serve it.
 */
export function servedOpenApi(): JsonObject {
  served ??= withConfiguredLimits(JSON.parse(readFileSync(join(process.cwd(), 'lib', 'http', 'openapi-document.json'), 'utf8')) as JsonObject);
  return served;
}
