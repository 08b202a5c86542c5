import { z } from 'zod';
import { buildOpenApi } from '@/lib/http/openapi';
import { otherMethods, route } from '@/lib/http/route';
import packageJson from '@/package.json';
import { ROUTE_MODULES } from './routes';

let document: Record<string, unknown> | null = null;

export const GET = route(
  {
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tags: ['Docs'],
    access: 'public',
    ipLimit: 'docs',
    cors: 'open',
    limitFailure: 'open',
    responses: { 200: z.record(z.string(), z.unknown()).describe('OpenAPI 3.1 document') },
  },
  async ({ reply }) => {
    document ??= buildOpenApi(ROUTE_MODULES, { version: packageJson.version });
    return reply(200, document, { headers: { 'Cache-Control': 'public, max-age=300' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
