import { z } from 'zod';
import { callerOf } from '@/lib/auth/caller';
import { otherMethods, route } from '@/lib/http/route';
import { Task } from '@/lib/tasks/schemas';
import { getTask } from '@/lib/tasks/service';

export const GET = route(
  {
    operationId: 'getTask',
    summary: 'Read one task created by the calling client',
    tags: ['Tasks'],
    access: 'scoped',
    scope: 'tasks:read',
    params: z.object({ id: z.string().describe('Task id (UUID)') }),
    responses: { 200: Task },
    errors: ['not_found'],
  },
  async ({ params, client, reply }) => reply(200, await getTask(params.id, callerOf(client))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
