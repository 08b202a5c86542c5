// The one-time setup token: closed unless configured, opens only while no operator exists, refuses a wrong token;
// every operator created is in the audit log, without its password.
import { afterEach, describe, expect, it } from 'vitest';
import { SETUP_TOKEN_ACTOR, setupOperatorCommand } from '@/lib/operator-commands/operators';
import { listAuditEntries } from './audit';
import { listOperators, setupOpen } from './accounts';

const TOKEN = 'setup-token-for-tests-0123456789-abcdef';

const setup = (token: string, input: { email: string; password: string }) =>
  setupOperatorCommand.run({ token, ...input }, SETUP_TOKEN_ACTOR);

afterEach(() => {
  delete process.env.DASHBOARD_SETUP_TOKEN;
});

describe('first operator with the setup token', () => {
  it('is closed without a token, refuses a wrong one, works once, then closes for good', async () => {
    const input = { email: 'first@example.com', password: 'the first long password' };
    expect(await setupOpen()).toBe(false);
    await expect(setup(TOKEN, input)).rejects.toMatchObject({ code: 'forbidden' });

    process.env.DASHBOARD_SETUP_TOKEN = TOKEN;
    expect(await setupOpen()).toBe(true);
    await expect(setup(`${TOKEN}x`, input)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(setup(TOKEN, { ...input, password: 'short' })).rejects.toMatchObject({ code: 'invalid_payload' });
    expect(await listOperators()).toEqual([]);

    await setup(TOKEN, input);
    expect((await listOperators()).map((operator) => operator.email)).toEqual(['first@example.com']);
    expect(await setupOpen()).toBe(false);
    await expect(setup(TOKEN, { ...input, email: 'second@example.com' })).rejects.toMatchObject({ code: 'forbidden' });

    const [entry] = await listAuditEntries();
    expect(entry).toMatchObject({ actor: 'setup token', action: 'operator.setup', target: 'first@example.com' });
    expect(JSON.stringify(await listAuditEntries())).not.toContain(input.password);
  });
});
