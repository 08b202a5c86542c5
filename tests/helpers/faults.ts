// Shared by the fault tests: timing and judging an answer, a fault that lasts until released, environment overrides,
// and real network stand-ins for a database server that is gone (a proxy taken away) or silent (accepts, never answers).
import net from 'node:net';
import { expect, vi } from 'vitest';
import { bodyOf } from './http';

/** How long each fault lasts unless the test ends it: what a request would wait without a bound. */
export const HANG_MS = 30_000;
/** "Fast": well under HANG_MS, and wide enough for a busy 2-core machine (the configured bounds are 1-2 s). */
export const FAST_MS = 15_000;

/** The slowest answer per label, in ms, for the report a fault test prints. */
export const timings: Record<string, number> = {};

export async function timed(label: string, request: Promise<Response>): Promise<Response> {
  const started = performance.now();
  const response = await request;
  timings[label] = Math.max(timings[label] ?? 0, Math.round(performance.now() - started));
  return response;
}

/** 503 database_unavailable with Retry-After, answered within FAST_MS (the response must come from `timed`). */
export async function expectUnavailable(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBe(503);
  expect(await bodyOf(response), label).toMatchObject({ error: 'database_unavailable' });
  expect(Number(response.headers.get('retry-after')), label).toBeGreaterThanOrEqual(1);
  expect(timings[label], label).toBeLessThan(FAST_MS);
}

/** Resolves when released, or after HANG_MS at the latest. */
export function faultDuration(): { over: Promise<void>; release: () => void } {
  let release = () => {};
  const over = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, HANG_MS).unref();
  });
  return { over, release };
}

/** Stubs several variables at once; vi.unstubAllEnvs puts them back. */
export function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
}

function stop(server: net.Server, sockets: Set<net.Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

/** A TCP proxy to the real server that a test can take away (connections are then refused) and bring back. */
export function tcpProxy(target: URL): { listen: (port?: number) => Promise<number>; stop: () => Promise<void> } {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [[inbound, outbound], [outbound, inbound]] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  return { listen: (port = 0) => listen(server, port), stop: () => stop(server, sockets) };
}

/** A server that accepts TCP connections and never says a word, like a host whose database process hangs. */
export async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  const port = await listen(server, 0);
  return { port, close: () => stop(server, sockets) };
}

/** The PostgreSQL protocol's ErrorResponse: a FATAL with this SQLSTATE and message. */
function fatalResponse(sqlstate: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'ascii');
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A server that answers every connection's startup with a FATAL ErrorResponse, as PostgreSQL does when it refuses the
 * credentials (28P01 where password authentication is configured; the local test server trusts 127.0.0.1).
 */
export async function refusingServer(sqlstate: string, message: string): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => socket.end(fatalResponse(sqlstate, message)));
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server, 0);
  return { port, close: () => stop(server, sockets) };
}
