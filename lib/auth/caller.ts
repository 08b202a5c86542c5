// Who is calling, worked out in one place: the value services record as the author of a row (the `caller` columns)
// and match on when the row is read back, with the database client's id for foreign keys.
import type { Client } from './authenticate';

export interface Caller {
  /** `client:<uuid>` for a database client, `env` for the env key, `legacy-blog` for the legacy blog key, `chat` for the website chat agent. */
  id: string;
  /** The database client's id (foreign keys, media provenance); null for every other caller. */
  clientId: string | null;
}

export function callerOf(client: Pick<Client, 'id' | 'kind'>): Caller {
  return client.kind === 'database' ? { id: `client:${client.id}`, clientId: client.id } : { id: client.id, clientId: null };
}

/** The website chat agent, creating tasks for a visitor. */
export const chatCaller: Caller = { id: 'chat', clientId: null };
