// Makes every insert into one table fail inside the database (a trigger): an upload whose media row cannot be saved
// must leave nothing behind, an operator change whose audit entry cannot be written must be rolled back. The errors
// logged meanwhile are silenced and handed to the test.
import { sql } from 'drizzle-orm';
import { vi, type MockInstance } from 'vitest';
import { getDb } from '@/db/client';

export const INJECTED_FAILURE = 'injected failure';

export async function withFailingInserts(table: 'media' | 'audit_log', test: (errorLog: MockInstance) => Promise<void>): Promise<void> {
  const db = await getDb();
  const name = sql.identifier(`${table}_insert_fails`);
  await db.execute(sql`create or replace function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${sql.raw(INJECTED_FAILURE)}'; end $$`);
  await db.execute(sql`create trigger ${name} before insert on ${sql.identifier(table)} for each row execute function ${name}()`);
  const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await test(errorLog);
  } finally {
    errorLog.mockRestore();
    await db.execute(sql`drop trigger ${name} on ${sql.identifier(table)}`);
  }
}
