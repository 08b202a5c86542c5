import { z } from 'zod';
import { servedOpenApi } from '@/lib/http/openapi-document';
import { otherMethods, route } from '@/lib/http/route';

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
  async ({ reply }) => reply(200, servedOpenApi(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
