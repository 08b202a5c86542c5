// Every operator command, found in the registry: each writes its change and its audit entry in one transaction, so
// an audit entry that cannot be written (an insert the database refuses) leaves the change undone, and the effects
// after the commit (a stored file removed, a mail sent) do not happen; an export is not handed out. The dashboard and the terminal audit nothing
// themselves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiClients, blogPosts, contactInquiries, contactOutbox, generationJobs, media, operatorRecoveryCodes, operators, redirects } from '@/db/schema';
import { createPost } from '@/lib/blog/create-post';
import { setChatbotSetting, storedChatbotSetting } from '@/lib/chatbot/config';
import { OPERATOR_COMMANDS, type CommandAction } from '@/lib/operator-commands/registry';
import { listOperators } from '@/lib/operators/accounts';
import { beginSecondFactor, enableSecondFactor, secondFactorEnabled } from '@/lib/operators/second-factor';
import { AUDIT_ACTIONS, listAuditEntries } from '@/lib/operators/audit';
import { addRedirect } from '@/lib/redirects/redirects';
import { actionFiles } from './helpers/dashboard-files';
import { INJECTED_FAILURE, withFailingInserts } from './helpers/failing-inserts';
import { createTestKey } from './helpers/keys';
import { createTestOperator, TEST_ACTOR } from './helpers/operators';
import { calculatorData } from './fixtures/inquiry';
import { mediaRow } from './fixtures/media-row';

const PASSWORD = 'a long enough password';
const SETUP_TOKEN = 'setup-token-for-the-transaction-test-0123456789';
const unique = () => Math.random().toString(36).slice(2, 10);

/** How to give a command something to change, and what of the database (and the media folder) it changes. */
interface Fixture {
  prepare(): Promise<Record<string, unknown>>;
  state(input: Record<string, unknown>): Promise<unknown>;
  /** A command that changes nothing (an export): it hands its answer out only once its audit entry is written. */
  reads?: true;
}

async function clientRow(id: unknown) {
  const [row] = await (await getDb()).select().from(apiClients).where(eq(apiClients.id, id as string));
  return row && { name: row.name, scopes: row.scopes, keyHash: row.keyHash, revokedAt: row.revokedAt };
}

async function redirectRow(source: unknown) {
  const [row] = await (await getDb()).select().from(redirects).where(eq(redirects.source, source as string));
  return row && { destination: row.destination, statusCode: row.statusCode, active: row.active };
}

async function postRow(id: unknown) {
  const [row] = await (await getDb()).select({ published: blogPosts.published }).from(blogPosts).where(eq(blogPosts.id, id as string));
  return row ?? null;
}

async function insertInquiry() {
  const [inquiry] = await (await getDb())
    .insert(contactInquiries)
    .values({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      calculator: calculatorData,
      catalogVersion: 'test',
      grossCents: 100,
      consentAt: new Date(),
      formTokenId: crypto.randomUUID(),
    })
    .returning();
  return inquiry!;
}

async function inquiryRow(id: unknown) {
  const [row] = await (await getDb()).select().from(contactInquiries).where(eq(contactInquiries.id, id as string));
  return row;
}

const clientFixture = (): Fixture['prepare'] => async () => ({ id: (await createTestKey(['tasks:read'])).id });
const redirectFixture = (active: boolean): Fixture['prepare'] => async () => {
  const source = `/tx-${unique()}`;
  await addRedirect({ source, destination: '/before', active });
  return { source };
};
const postFixture = (published: boolean): Fixture['prepare'] => async () => ({
  id: (await createPost({ title: `Transaction ${unique()}`, content: 'Body', published })).post.id,
});

/** An operator with a second factor being set up (`enable`: and turned on), and a code of its app for `steps` periods on. */
async function secondFactorFixture(enable: boolean) {
  const operator = await createTestOperator({ email: `tx-${unique()}@example.com`, password: PASSWORD });
  const { secret } = await beginSecondFactor(operator.id);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const recoveryCodes = enable ? await enableSecondFactor(operator.id, totp.generate()) : [];
  return { operatorId: operator.id, email: operator.email, recoveryCodes, code: totp.generate({ timestamp: Date.now() + (enable ? 30_000 : 0) }) };
}
const secondFactorState = ({ operatorId }: Record<string, unknown>) => secondFactorEnabled(operatorId as string);

let mediaFolder: string;

const FIXTURES: Record<CommandAction, Fixture> = {
  'client.create': {
    prepare: async () => ({ name: `tx client ${unique()}`, scopes: ['tasks:read'], expires: '' }),
    state: async ({ name }) => (await getDb()).select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.name, name as string)),
  },
  'client.edit': {
    prepare: async () => ({ ...(await clientFixture()()), name: 'renamed', scopes: ['blog:read', 'blog:write'] }),
    state: ({ id }) => clientRow(id),
  },
  'client.rotate': { prepare: async () => ({ ...(await clientFixture()()), grace: 0 }), state: ({ id }) => clientRow(id) },
  'client.revoke': { prepare: clientFixture(), state: ({ id }) => clientRow(id) },
  'redirect.add': { prepare: async () => ({ source: `/tx-${unique()}`, destination: '/after' }), state: ({ source }) => redirectRow(source) },
  'redirect.edit': {
    prepare: async () => ({ ...(await redirectFixture(true)()), destination: '/after', statusCode: 308 }),
    state: ({ source }) => redirectRow(source),
  },
  'redirect.enable': { prepare: redirectFixture(false), state: ({ source }) => redirectRow(source) },
  'redirect.disable': { prepare: redirectFixture(true), state: ({ source }) => redirectRow(source) },
  'redirect.remove': { prepare: redirectFixture(true), state: ({ source }) => redirectRow(source) },
  'chatbot.mode': {
    prepare: async () => {
      await setChatbotSetting('internal');
      return { mode: 'external', script: '<script src="https://bot.example/x.js"></script>' };
    },
    state: async () => {
      const { mode, externalScript } = await storedChatbotSetting();
      return { mode, externalScript };
    },
  },
  'inquiry.notification.retry': {
    prepare: async () => {
      const inquiry = await insertInquiry();
      const [outbox] = await (await getDb()).insert(contactOutbox).values({ inquiryId: inquiry.id, channel: 'email', status: 'failed', attempts: 5 }).returning();
      return { id: outbox!.id };
    },
    state: async ({ id }) =>
      (await getDb()).select({ status: contactOutbox.status, attempts: contactOutbox.attempts }).from(contactOutbox).where(eq(contactOutbox.id, id as string)),
  },
  'inquiry.export': { prepare: async () => ({ id: (await insertInquiry()).id }), state: ({ id }) => inquiryRow(id), reads: true },
  'inquiry.erase': { prepare: async () => ({ id: (await insertInquiry()).id }), state: ({ id }) => inquiryRow(id) },
  'generation.retry': {
    prepare: async () => {
      const [job] = await (await getDb())
        .insert(generationJobs)
        .values({ caller: 'env', input: { topic: 'Retry' }, status: 'failed', maxAttempts: 3, attempts: 3, error: { code: 'upstream_failed', message: 'down' } })
        .returning();
      return { id: job!.id };
    },
    state: async ({ id }) =>
      (await getDb()).select({ status: generationJobs.status, maxAttempts: generationJobs.maxAttempts }).from(generationJobs).where(eq(generationJobs.id, id as string)),
  },
  'post.publish': { prepare: postFixture(false), state: ({ id }) => postRow(id) },
  'post.unpublish': { prepare: postFixture(true), state: ({ id }) => postRow(id) },
  'post.delete': { prepare: postFixture(false), state: ({ id }) => postRow(id) },
  'media.delete': {
    prepare: async () => {
      const [row] = await (await getDb()).insert(media).values(mediaRow('unused.png')).returning();
      await writeFile(path.join(mediaFolder, row!.storageKey), 'not really a png');
      return { id: row!.id, storageKey: row!.storageKey };
    },
    state: async ({ id, storageKey }) => ({
      rows: (await (await getDb()).select({ id: media.id }).from(media).where(eq(media.id, id as string))).length,
      stored: existsSync(path.join(mediaFolder, storageKey as string)),
    }),
  },
  'operator.create': {
    prepare: async () => ({ email: `tx-${unique()}@example.com`, password: PASSWORD }),
    state: async ({ email }) => (await listOperators()).filter((operator) => operator.email === email),
  },
  'operator.remove': {
    prepare: async () => ({ email: (await createTestOperator({ email: `tx-${unique()}@example.com`, password: PASSWORD })).email }),
    state: async ({ email }) => (await listOperators()).filter((operator) => operator.email === email),
  },
  'operator.second-factor.enable': {
    prepare: async () => {
      const { operatorId, code } = await secondFactorFixture(false);
      return { operatorId, code };
    },
    state: secondFactorState,
  },
  'operator.second-factor.disable': {
    prepare: async () => {
      const { operatorId, code } = await secondFactorFixture(true);
      return { operatorId, code };
    },
    state: secondFactorState,
  },
  'operator.second-factor.reset': {
    prepare: async () => {
      const { operatorId, email } = await secondFactorFixture(true);
      return { operatorId, email };
    },
    state: secondFactorState,
  },
  'operator.recovery-code.use': {
    prepare: async () => {
      const { operatorId, recoveryCodes } = await secondFactorFixture(true);
      return { operatorId, code: recoveryCodes[0] };
    },
    state: async ({ operatorId }) =>
      (await (await getDb()).select().from(operatorRecoveryCodes).where(and(eq(operatorRecoveryCodes.operatorId, operatorId as string), isNull(operatorRecoveryCodes.usedAt))))
        .length,
  },
  'operator.setup': {
    prepare: async () => {
      // Setup opens only while no operator exists.
      await (await getDb()).delete(operators);
      return { token: SETUP_TOKEN, email: `first-${unique()}@example.com`, password: PASSWORD };
    },
    state: () => listOperators(),
  },
};

/** The messages of an error and its causes: drizzle wraps the database's own error. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.join('\n');
}

beforeAll(async () => {
  process.env.DASHBOARD_SETUP_TOKEN = SETUP_TOKEN;
  // Second factor secrets are encrypted with a key derived from it.
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  process.env.MEDIA_LOCAL_DIR = mediaFolder = await mkdtemp(path.join(tmpdir(), 'operator-commands-'));
});

afterAll(() => {
  delete process.env.DASHBOARD_SETUP_TOKEN;
  delete process.env.DASHBOARD_AUTH_SECRET;
});

describe('the operator command registry', () => {
  it('has a command for every audited action but signing in, each under its own action', () => {
    expect([...Object.keys(OPERATOR_COMMANDS), 'operator.sign-in'].sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const [action, command] of Object.entries(OPERATOR_COMMANDS)) expect(command.action).toBe(action);
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(OPERATOR_COMMANDS).sort());
  });

  it.each(Object.keys(OPERATOR_COMMANDS) as CommandAction[])('%s: the change and its audit entry commit or roll back together', async (action) => {
    const command = OPERATOR_COMMANDS[action] as { run(input: unknown, actor: typeof TEST_ACTOR): Promise<unknown> };
    const fixture = FIXTURES[action];
    const input = await fixture.prepare();
    const before = await fixture.state(input);
    const entries = await listAuditEntries({ action });

    await withFailingInserts('audit_log', async () => {
      const error = await command.run(input, TEST_ACTOR).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(messagesOf(error)).toContain(INJECTED_FAILURE);
    });
    expect(await fixture.state(input)).toEqual(before);
    expect(await listAuditEntries({ action })).toEqual(entries);

    await command.run(input, TEST_ACTOR);
    if (fixture.reads) expect(await fixture.state(input)).toEqual(before);
    else expect(await fixture.state(input)).not.toEqual(before);
    expect((await listAuditEntries({ action }))[0]).toMatchObject({ action, actor: TEST_ACTOR.label });
    expect(await listAuditEntries({ action })).toHaveLength(entries.length + 1);
  });
});

describe('the dashboard actions and the terminal scripts', () => {
  it('write no audit entry of their own (signing in is audited where it happens)', () => {
    const scripts = readdirSync('scripts').filter((name) => name.endsWith('.ts')).map((name) => path.join('scripts', name));
    for (const file of [...actionFiles(), ...scripts]) {
      const auditsItself = readFileSync(file, 'utf8').includes('recordChange(');
      expect([path.basename(file), auditsItself]).toEqual([path.basename(file), path.basename(file) === 'session.ts']);
    }
  });
});
