import { Socket } from 'node:net';
import type { buildConnector } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGuardedConnector } from './guarded-connector';
import { useTestTransport } from './test-transport';

// The production dial (TLS to port 443) cannot reach a local server, so undici's dialler is replaced to observe
// exactly what the guarded connector asks it to dial.
const dialled: buildConnector.Options[] = [];
let dialResult: (options: buildConnector.Options, callback: buildConnector.Callback) => void;

vi.mock('undici', async (importOriginal) => ({
  ...(await importOriginal<typeof import('undici')>()),
  buildConnector: () => (options: buildConnector.Options, callback: buildConnector.Callback) => {
    dialled.push(options);
    dialResult(options, callback);
  },
}));

const lookup = vi.fn();
vi.mock('node:dns/promises', () => ({ lookup: (...args: unknown[]) => lookup(...args) }));

afterEach(() => {
  useTestTransport(null);
  dialled.length = 0;
});

function connect(connectMs: number, options: Partial<buildConnector.Options> = {}): Promise<unknown> {
  const connector = createGuardedConnector(connectMs);
  return new Promise((resolve, reject) => {
    connector({ hostname: 'shop.example.com', protocol: 'https:', port: '', ...options }, (error, socket) =>
      error ? reject(error) : resolve(socket),
    );
  });
}

describe('createGuardedConnector', () => {
  it('dials the checked addresses in order, over TLS named for the host, until one connects', async () => {
    const socket = new Socket();
    useTestTransport({ resolve: async () => ['2606:2800:220:1::1', '93.184.215.14'] });
    dialResult = (options, callback) =>
      options.hostname === '93.184.215.14' ? callback(null, socket) : callback(new Error('ECONNREFUSED'), null);
    await expect(connect(1_000)).resolves.toBe(socket);
    expect(dialled).toEqual([
      { hostname: '2606:2800:220:1::1', protocol: 'https:', port: '443', servername: 'shop.example.com' },
      { hostname: '93.184.215.14', protocol: 'https:', port: '443', servername: 'shop.example.com' },
    ]);
  });

  it('without the seam, asks the system resolver for the absolute name and checks what it answers', async () => {
    const socket = new Socket();
    dialResult = (_options, callback) => callback(null, socket);
    lookup.mockResolvedValueOnce([{ address: '93.184.215.14', family: 4 }]);
    await expect(connect(1_000)).resolves.toBe(socket);
    expect(lookup).toHaveBeenLastCalledWith('shop.example.com.', { all: true, order: 'verbatim' });
    expect(dialled.map((options) => options.hostname)).toEqual(['93.184.215.14']);

    lookup.mockResolvedValueOnce([
      { address: '93.184.215.14', family: 4 },
      { address: 'fd12::1', family: 6 },
    ]);
    await expect(connect(1_000)).rejects.toMatchObject({ extra: { reason: 'private_address' } });
    expect(dialled).toHaveLength(1);
  });

  it('never dials when one answer is private', async () => {
    useTestTransport({ resolve: async () => ['93.184.215.14', '10.0.0.7'] });
    dialResult = () => {
      throw new Error('must not dial');
    };
    await expect(connect(1_000)).rejects.toMatchObject({ code: 'target_not_allowed', extra: { reason: 'private_address' } });
    expect(dialled).toEqual([]);
  });

  it('refuses a host or scheme that bypassed the URL check', async () => {
    useTestTransport({ resolve: async () => ['93.184.215.14'] });
    await expect(connect(1_000, { hostname: '::1' })).rejects.toMatchObject({ extra: { reason: 'ip_literal' } });
    await expect(connect(1_000, { hostname: 'db.internal' })).rejects.toMatchObject({ extra: { reason: 'internal_host' } });
    await expect(connect(1_000, { protocol: 'http:' })).rejects.toMatchObject({ extra: { reason: 'scheme' } });
    expect(dialled).toEqual([]);
  });

  it('times out the whole connect phase and destroys a socket that arrives late', async () => {
    const late = new Socket();
    const destroy = vi.spyOn(late, 'destroy');
    useTestTransport({ resolve: async () => ['93.184.215.14'] });
    dialResult = (_options, callback) => setTimeout(() => callback(null, late), 150);
    await expect(connect(50)).rejects.toMatchObject({ code: 'UND_ERR_CONNECT_TIMEOUT' });
    await vi.waitFor(() => expect(destroy).toHaveBeenCalled());
  });
});
