import { z } from 'zod';
import { otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'health',
    summary: 'Liveness probe: the process answers (touches no database)',
    tags: ['Operations'],
    access: 'public',
    ipLimit: null,
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  async ({ reply }) => reply(200, { status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
