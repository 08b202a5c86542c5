import { describe, expect, it, vi } from 'vitest';
import type { Client } from './auth/authenticate';

// Next gives each bundle its own copy of a module; vi.resetModules() makes the next import a new copy the same way.
async function freshCopy<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(path)) as T;
}

describe('processSingleton', () => {
  it('hands every copy of a module the same value, made once', async () => {
    const first = await freshCopy<typeof import('./process-singleton')>('./process-singleton');
    const second = await freshCopy<typeof import('./process-singleton')>('./process-singleton');
    expect(second).not.toBe(first);
    const init = vi.fn(() => ({ made: true }));
    const value = first.processSingleton('test-shared', init);
    expect(second.processSingleton('test-shared', init)).toBe(value);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('lets a revoke in one copy of the key cache reach a key remembered through another', async () => {
    const routes = await freshCopy<typeof import('./auth/key-cache')>('./auth/key-cache');
    const dashboard = await freshCopy<typeof import('./auth/key-cache')>('./auth/key-cache');
    const client: Client = { id: 'client-singleton', kind: 'database', name: 'singleton', scopes: [] };
    routes.rememberKey('hash-singleton', { client, expiresAt: null }, Date.now());
    expect(dashboard.recallKey('hash-singleton', Date.now())?.client).toBe(client);
    dashboard.forgetClient('client-singleton');
    expect(routes.recallKey('hash-singleton', Date.now())).toBeUndefined();
  });
});
