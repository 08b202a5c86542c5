// A scratch database on the real PostgreSQL server (TEST_DATABASE_URL, else the local one), for tests whose point is
// several processes sharing one server. They run in both passes and are skipped only where no server answers.
import postgres from 'postgres';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function serverReachable(): Promise<boolean> {
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

export function scratchDatabase(prefix: string): ScratchDatabase {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  return {
    url,
    create: async () => {
      await admin.unsafe(`create database ${name}`);
    },
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
