import { describeClient, WhoAmI } from '@/lib/auth/whoami';
import { json, otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'whoami',
    summary: 'The calling client: name, scopes and limits (any valid key)',
    tags: ['Keys'],
    access: 'key',
    responses: { 200: WhoAmI },
  },
  async ({ client }) => json(describeClient(client)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
