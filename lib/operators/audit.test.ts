// The audit log as `npm run audit -- list` reads it: newest first, filtered by actor, action and time, refusing a
// filter that names no action, no time or an empty time range.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { listAuditEntries, recordChange } from './audit';

describe('listAuditEntries', () => {
  it('filters by actor, action and time, newest first, at most the limit', async () => {
    const ada = { id: null, label: 'terminal:ada' };
    await recordChange(ada, 'redirect.add', '/old');
    await (await getDb()).update(auditLog).set({ at: sql`now() - interval '2 days'` });
    await recordChange(ada, 'redirect.remove', '/old');
    await recordChange({ id: null, label: 'ops@example.com' }, 'redirect.add', '/new');

    expect((await listAuditEntries()).map((entry) => entry.target)).toEqual(['/new', '/old', '/old']);
    expect((await listAuditEntries({ actor: 'terminal:ada' })).map((entry) => entry.action)).toEqual(['redirect.remove', 'redirect.add']);
    expect((await listAuditEntries({ action: 'redirect.add' })).map((entry) => entry.actor)).toEqual(['ops@example.com', 'terminal:ada']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 16);
    expect(await listAuditEntries({ since: yesterday })).toHaveLength(2);
    expect(await listAuditEntries({ actor: 'terminal:ada', since: yesterday, limit: 5 })).toMatchObject([{ action: 'redirect.remove' }]);
    expect(await listAuditEntries({ limit: 1 })).toHaveLength(1);
    expect((await listAuditEntries({ until: yesterday })).map((entry) => entry.action)).toEqual(['redirect.add']);
  });

  it('refuses an unknown action, a time that is none and a limit out of range', async () => {
    for (const [query, path] of [
      [{ action: 'redirect.teleport' }, 'action'],
      [{ since: 'last week' }, 'since'],
      [{ limit: 0 }, 'limit'],
      [{ since: '2026-01-02', until: '2026-01-01' }, 'until'],
      [{ cursor: 'Zm9v' }, 'cursor'],
    ] as const) {
      await expect(listAuditEntries(query)).rejects.toMatchObject({ code: 'invalid_payload', details: [{ path }] });
    }
  });
});
