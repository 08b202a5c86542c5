// Makes every insert into the media table fail inside the database (a trigger), to test that an upload whose row
// cannot be saved leaves nothing behind. The error the route logs for it is silenced and handed to the test.
import { sql } from 'drizzle-orm';
import { vi, type MockInstance } from 'vitest';
import { getDb } from '@/db/client';

export async function withFailingMediaInserts(test: (errorLog: MockInstance) => Promise<void>): Promise<void> {
  const db = await getDb();
  await db.execute(sql`create or replace function media_insert_fails() returns trigger language plpgsql as $$
    begin raise exception 'injected failure'; end $$`);
  await db.execute(sql`create trigger media_insert_fails before insert on media for each row execute function media_insert_fails()`);
  const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await test(errorLog);
  } finally {
    errorLog.mockRestore();
    await db.execute(sql`drop trigger media_insert_fails on media`);
  }
}
