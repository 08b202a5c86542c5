import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { tasks } from '@/db/schema';
import { chatCaller } from '@/lib/auth/caller';
import { createTask } from '@/lib/tasks/service';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const TASKS = '/api/public/agent/v1/tasks';

describe('tasks', () => {
  it('creates a task with defaults and reads it back with the same client', async () => {
    const { key } = await createTestKey(['tasks:write', 'tasks:read']);
    const created = await call('POST', TASKS, {
      key,
      json: { title: 'Call back', contactName: 'Ada', contactEmail: 'ada@example.com' },
    });
    expect(created.status).toBe(201);
    const task = await bodyOf(created);
    expect(task).toMatchObject({ title: 'Call back', priority: 'normal', status: 'open', contactName: 'Ada' });
    expect(task.id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await call('GET', `${TASKS}/${task.id as string}`, { key });
    expect(read.status).toBe(200);
    expect(await bodyOf(read)).toEqual(task);
  });

  it('hides a task from another database client (404, not 403)', async () => {
    const owner = await createTestKey(['tasks:write']);
    const other = await createTestKey(['tasks:read']);
    const task = await bodyOf(await call('POST', TASKS, { key: owner.key, json: { title: 'Private' } }));
    const response = await call('GET', `${TASKS}/${task.id as string}`, { key: other.key });
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toMatchObject({ error: 'not_found' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { key } = await createTestKey(['tasks:read']);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call('GET', `${TASKS}/${id}`, { key });
      expect(response.status).toBe(404);
    }
  });

  it('rejects invalid input with details per problem', async () => {
    const { key } = await createTestKey(['tasks:write']);
    const response = await call('POST', TASKS, {
      key,
      json: { title: '', priority: 'urgent', contactEmail: 'nope', extra: 1 },
    });
    expect(response.status).toBe(400);
    const body = await bodyOf<{ error: string; details: { path: string }[] }>(response);
    expect(body.error).toBe('invalid_payload');
    const paths = body.details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.title', 'body.priority', 'body.contactEmail']));
  });

  it('needs tasks:write to create and tasks:read to read', async () => {
    const readOnly = await createTestKey(['tasks:read']);
    const denied = await call('POST', TASKS, { key: readOnly.key, json: { title: 'x' } });
    expect(denied.status).toBe(403);
    expect(await bodyOf(denied)).toMatchObject({ error: 'missing_scope', message: expect.stringContaining('tasks:write') });
  });

  it('keeps env-key tasks apart from database clients', async () => {
    vi.stubEnv('PUBLIC_AGENT_API_KEY', 'env-key-for-tasks-test-0123456789abcdef');
    vi.stubEnv('PUBLIC_AGENT_API_SCOPES', 'tasks:write,tasks:read');
    try {
      const envKey = process.env.PUBLIC_AGENT_API_KEY;
      const task = await bodyOf(await call('POST', TASKS, { key: envKey, json: { title: 'From env' } }));
      expect((await call('GET', `${TASKS}/${task.id as string}`, { key: envKey })).status).toBe(200);
      const db = await createTestKey(['tasks:read']);
      expect((await call('GET', `${TASKS}/${task.id as string}`, { key: db.key })).status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('records the caller once per row, and the chat agent\'s tasks are not readable through the API', async () => {
    const client = await createTestKey(['tasks:write', 'tasks:read']);
    const task = await bodyOf(await call('POST', TASKS, { key: client.key, json: { title: 'Recorded' } }));
    const db = await getDb();
    const [row] = await db.select().from(tasks).where(eq(tasks.id, task.id as string));
    expect(row).toMatchObject({ caller: `client:${client.id}`, clientId: client.id });

    const envKey = 'env-key-for-tasks-test-0123456789abcdef';
    vi.stubEnv('PUBLIC_AGENT_API_KEY', envKey);
    vi.stubEnv('PUBLIC_AGENT_API_SCOPES', 'tasks:read');
    try {
      const chatTask = await createTask({ title: 'From chat', priority: 'normal' }, chatCaller);
      for (const key of [client.key, envKey]) {
        expect((await call('GET', `${TASKS}/${chatTask.id}`, { key })).status).toBe(404);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
