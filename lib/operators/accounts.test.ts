// The one-time setup token: closed unless configured, opens only while no operator exists, refuses a wrong token;
// every operator created is in the audit log, without its password.
import { afterEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from './audit';
import { createFirstOperator, listOperators, setupOpen } from './accounts';

const TOKEN = 'setup-token-for-tests-0123456789-abcdef';

afterEach(() => {
  delete process.env.DASHBOARD_SETUP_TOKEN;
});

describe('first operator with the setup token', () => {
  it('is closed without a token, refuses a wrong one, works once, then closes for good', async () => {
    const input = { email: 'first@example.com', password: 'the first long password' };
    expect(await setupOpen()).toBe(false);
    await expect(createFirstOperator(TOKEN, input)).rejects.toMatchObject({ code: 'forbidden' });

    process.env.DASHBOARD_SETUP_TOKEN = TOKEN;
    expect(await setupOpen()).toBe(true);
    await expect(createFirstOperator(`${TOKEN}x`, input)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(createFirstOperator(TOKEN, { ...input, password: 'short' })).rejects.toMatchObject({ code: 'invalid_payload' });
    expect(await listOperators()).toEqual([]);

    await createFirstOperator(TOKEN, input);
    expect((await listOperators()).map((operator) => operator.email)).toEqual(['first@example.com']);
    expect(await setupOpen()).toBe(false);
    await expect(createFirstOperator(TOKEN, { ...input, email: 'second@example.com' })).rejects.toMatchObject({ code: 'forbidden' });

    const [entry] = await listAuditEntries();
    expect(entry).toMatchObject({ actor: 'setup token', action: 'operator.create', target: 'first@example.com' });
    expect(JSON.stringify(await listAuditEntries())).not.toContain(input.password);
  });
});
