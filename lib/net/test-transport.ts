// The in-code test seam of the guarded fetch: tests inject DNS answers and send connections to a local plain-HTTP
// server. It only replaces the resolver and the dialler; every policy check still runs on the injected answers.
import { config } from '@/lib/config';

export type TestResolver = (host: string) => Promise<string[]>;

export interface TestTransportOptions {
  /** Dial 127.0.0.1:port over plain HTTP instead of the checked address on 443 over TLS. */
  connect?: { port: number };
  /** DNS answers (IPv4 and IPv6 literals) for a host name. */
  resolve?: TestResolver;
}

export interface TestConnect {
  host: string;
  /** The checked address a real connection would have dialled. */
  address: string;
  port: number;
}

/** What the guarded fetch asked of the seam, so tests can prove a rejection happened before any connection. */
export interface TestTransportLog {
  lookups: string[];
  connects: TestConnect[];
}

export interface ActiveTestTransport {
  connectPort?: number;
  resolve?: TestResolver;
  log: TestTransportLog;
}

// With `connect` alone the resolver would otherwise ask real DNS, which tests must never do. This public
// address only passes through the address check; the connection goes to the local port.
const STAND_IN_ADDRESS = '192.0.43.10';

let active: ActiveTestTransport | null = null;

/** Installs (or with null removes) the seam for this process and returns the log of lookups and connects. */
export function useTestTransport(options: TestTransportOptions | null): TestTransportLog {
  const log: TestTransportLog = { lookups: [], connects: [] };
  if (options === null) {
    active = null;
    return log;
  }
  if (config.production()) {
    throw new Error('The guarded fetch test transport cannot be used in production.');
  }
  const resolve = options.resolve ?? (options.connect ? async () => [STAND_IN_ADDRESS] : undefined);
  active = { connectPort: options.connect?.port, resolve, log };
  return log;
}

export function activeTestTransport(): ActiveTestTransport | null {
  return active;
}
