// Editing an API client's name and scopes (the command behind the dashboard's edit form and `npm run clients -- edit`):
// the key keeps working and carries the new scopes at once, also where this process remembered it; a revoked or
// unknown client and an edit that changes nothing are refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editClientCommand, revokeClientCommand } from '@/lib/operator-commands/clients';
import { listAuditEntries } from '@/lib/operators/audit';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { TEST_ACTOR } from './helpers/operators';

const WHOAMI = '/api/public/agent/v1/whoami';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('editing a client', () => {
  it('renames it and replaces its scopes; its remembered key answers with them at once', async () => {
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    const client = await createTestKey(['tasks:read'], { name: 'Before' });
    expect(await bodyOf(await call('GET', WHOAMI, { key: client.key }))).toMatchObject({ name: 'Before', scopes: ['tasks:read'] });
    await editClientCommand.run({ id: client.publicId, name: 'After', scopes: ['blog:read', 'blog:read', 'emoji:lint'] }, TEST_ACTOR);
    expect(await bodyOf(await call('GET', WHOAMI, { key: client.key }))).toMatchObject({ name: 'After', scopes: ['blog:read', 'emoji:lint'] });
    expect((await listAuditEntries({ action: 'client.edit' }))[0]).toMatchObject({
      target: `After (${client.publicId})`,
      details: { name: { from: 'Before', to: 'After' }, scopes: { from: ['tasks:read'], to: ['blog:read', 'emoji:lint'] } },
    });
  });

  it('refuses no scopes, unknown scopes, nothing to change, an unknown client and a revoked one', async () => {
    const client = await createTestKey(['tasks:read']);
    const refusal = (input: Parameters<typeof editClientCommand.run>[0]) => editClientCommand.run(input, TEST_ACTOR).catch((error: unknown) => error);
    expect(await refusal({ id: client.id, scopes: [] })).toMatchObject({ code: 'invalid_payload', details: [{ path: 'scopes', message: 'Choose at least one scope.' }] });
    expect(await refusal({ id: client.id, scopes: ['root'] })).toMatchObject({ code: 'invalid_payload', message: expect.stringContaining('Unknown scope(s): root') });
    expect(await refusal({ id: client.id })).toMatchObject({ code: 'invalid_payload', message: expect.stringContaining('Give a new name or new scopes') });
    expect(await refusal({ id: crypto.randomUUID(), name: 'x' })).toMatchObject({ code: 'not_found' });
    await revokeClientCommand.run({ id: client.id }, TEST_ACTOR);
    expect(await refusal({ id: client.id, name: 'x' })).toMatchObject({ code: 'conflict', message: expect.stringContaining('revoked') });
  });
});
