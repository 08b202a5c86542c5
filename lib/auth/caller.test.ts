import { describe, expect, it } from 'vitest';
import { callerOf, chatCaller } from './caller';

describe('callerOf', () => {
  it('names a database client by its id, with the id as the foreign key', () => {
    const id = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
    expect(callerOf({ id, kind: 'database' })).toEqual({ id: `client:${id}`, clientId: id });
  });

  it('names the env key and the legacy blog key by their fixed ids, without a client id', () => {
    expect(callerOf({ id: 'env', kind: 'env' })).toEqual({ id: 'env', clientId: null });
    expect(callerOf({ id: 'legacy-blog', kind: 'legacy' })).toEqual({ id: 'legacy-blog', clientId: null });
  });

  it('keeps the callers apart: no database client reads as the env key or the chat agent', () => {
    const ids = [callerOf({ id: 'env', kind: 'database' }).id, callerOf({ id: 'env', kind: 'env' }).id, chatCaller.id];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
