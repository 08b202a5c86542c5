import { describeClient, WhoAmI } from '@/lib/auth/whoami';
import { otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'whoami',
    summary: 'The calling client: name, scopes and limits (any valid key)',
    tags: ['Keys'],
    access: 'key',
    responses: { 200: WhoAmI },
  },
  async ({ client, reply }) => reply(200, describeClient(client)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
