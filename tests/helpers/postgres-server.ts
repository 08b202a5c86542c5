// A scratch database on the real PostgreSQL server (TEST_DATABASE_URL, else the local one), for tests whose point is
// several processes sharing one server. They run in both passes. Where no server answers they are skipped with a
// plain message, except under REQUIRE_TEST_SERVICES=1 (set by .ci/run), where a missing server is a failure.
import postgres from 'postgres';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the server answers; says so plainly when it does not, and throws when the run requires it. */
export async function serverReachable(purpose: string): Promise<boolean> {
  const reachable = await probeServer();
  if (reachable) return true;
  const message = `No PostgreSQL server answers at ${new URL(SERVER_URL).host}: ${purpose}`;
  if (process.env.REQUIRE_TEST_SERVICES === '1') throw new Error(`${message}. REQUIRE_TEST_SERVICES=1 makes this a failure.`);
  console.warn(`SKIPPED: ${message}. Start PostgreSQL there (or set TEST_DATABASE_URL) to run them.`);
  return false;
}

async function probeServer(): Promise<boolean> {
  const probe = postgres(SERVER_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

export interface ScratchDatabase {
  url: string;
  create: () => Promise<void>;
  drop: () => Promise<void>;
}

/**
 * A new database on the server, empty unless `template` names a database to copy (CREATE DATABASE ... TEMPLATE copies
 * the files, about a fifth of the time the migrations take to run).
 */
export function scratchDatabase(prefix: string, template?: string): ScratchDatabase {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  return {
    url,
    create: async () => {
      await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
    },
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
