import { callerOf } from '@/lib/auth/caller';
import { otherMethods, route } from '@/lib/http/route';
import { Task, TaskInput } from '@/lib/tasks/schemas';
import { createTask } from '@/lib/tasks/service';

export const POST = route(
  {
    operationId: 'createTask',
    summary: 'Create an internal task',
    tags: ['Tasks'],
    access: 'scoped',
    scope: 'tasks:write',
    body: TaskInput,
    responses: { 201: Task },
  },
  async ({ body, client, reply }) => reply(201, await createTask(body, callerOf(client))),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
