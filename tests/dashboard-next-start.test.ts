// The dashboard's server actions over HTTP, as `next start` serves them with no proxy in front: the sign-in limits
// count the socket address whatever X-Forwarded-For says, and so does the audit log; a stranger's wrong passwords do
// not lock the operator's own browser out (its device cookie); and requests Next would answer with a 500 and a stack
// (a malformed Origin, a body over its limit, arguments that are no form, an expiry no timestamp holds) get a 4xx or
// the action's own error.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { IDLE } from '@/app/dashboard/_lib/form-state';
import { ensureBuiltOnce } from './helpers/next-app';
import { seedPgliteFolder } from './helpers/pglite-folder';

const EMAIL = 'operator@example.com';
/** A second operator, whose account no stranger has locked. */
const ADMIN = 'admin@example.com';
const PASSWORD = 'a long and private passphrase';
const TOO_MANY = 'Too many sign-in attempts';
const WRONG = 'The e-mail address or the password is wrong.';
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-webpack/client.node.js') as {
  encodeReply: (value: unknown) => Promise<FormData | string>;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'dashboard-next-start-'));
let server: RunningServer;
let stopped = false;
let actionIds: Record<string, string>;

function createOperatorByCommand(email: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/operators.ts', 'create', '--email', email, '--password-stdin'],
      { env },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(`${PASSWORD}\n`);
  });
}

beforeAll(async () => {
  ensureBuiltOnce();
  const env = {
    DATABASE_URL: '',
    PGLITE_DATA_DIR: seedPgliteFolder(path.join(dataDir, 'pglite')),
    DASHBOARD_AUTH_SECRET: 'dashboard-next-start-secret-0123456789-abcdef',
    // The test process runs with TRUST_PROXY=1 (tests/setup/env.ts), and the server inherits its environment.
    TRUST_PROXY: '0',
    DASHBOARD_LOGIN_ATTEMPTS_PER_IP: '3',
    DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT: '5',
  };
  for (const email of [EMAIL, ADMIN]) expect(await createOperatorByCommand(email, { ...process.env, ...env })).toContain(`Created operator ${email}`);
  server = await startNext(env);
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string; filename: string }>;
  };
  actionIds = Object.fromEntries(
    Object.entries(manifest.node)
      .filter(([, entry]) => entry.filename.startsWith('app/dashboard/'))
      .map(([id, entry]) => [entry.exportedName, id]),
  );
}, 600_000);

afterAll(async () => {
  if (!stopped) await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  header: (name: string) => string | null;
  cookies: string[];
  text: string;
}

/** A request from a loopback address of our choice: to the server, 127.0.0.2 is a second visitor. */
function send(target: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<Reply> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path: target, localAddress: options.from, method: options.method ?? 'POST', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const header = (name: string) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value.join(', ') : (value ?? null);
          };
          resolve({ status: response.statusCode ?? 0, header, cookies: response.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    // Destroyed by the server when it answers before reading a large body.
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Calls a dashboard action as its form does (useActionState: the previous state and the form), over fetch's encoding. */
async function callAction(
  name: string,
  page: string,
  fields: Record<string, string>,
  options: { from: string; headers?: Record<string, string> },
): Promise<Reply> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const encoded = new Request('http://encode.invalid', { method: 'POST', body: (await encodeReply([IDLE, form])) as FormData });
  const body = Buffer.from(await encoded.arrayBuffer());
  return send(page, {
    from: options.from,
    body,
    headers: {
      'next-action': actionIds[name]!,
      origin: server.baseUrl,
      accept: 'text/x-component',
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
      ...options.headers,
    },
  });
}

const signIn = (from: string, password: string, headers: Record<string, string> = {}, email = EMAIL) =>
  callAction('signInAction', '/dashboard/login', { email, password }, { from, headers });
const cookieHeader = (reply: Reply) => reply.cookies.map((value) => value.split(';')[0]).join('; ');
/** A signed-in answer redirects to the dashboard (Next sends an action's redirect as a header of a 200). */
const signedIn = (reply: Reply) => reply.status === 200 && (reply.header('x-action-redirect') ?? '').startsWith('/dashboard;');

describe('dashboard sign-in under next start with no proxy configuration', () => {
  it('counts sign-in attempts on the socket address whatever X-Forwarded-For says, and audits that address', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = await signIn('127.0.0.21', 'not the password', { 'x-forwarded-for': `6.6.6.${attempt}` }, `nobody${attempt}@example.com`);
      expect(reply.status).toBe(200);
      answers.push(reply.text.includes(WRONG) ? 'wrong' : reply.text.includes(TOO_MANY) ? 'limited' : reply.text);
    }
    const fourth = await signIn('127.0.0.21', PASSWORD, { 'x-forwarded-for': '6.6.6.9' });
    answers.push(fourth.text.includes(TOO_MANY) ? 'limited' : signedIn(fourth) ? 'signed in' : fourth.text);
    expect(answers).toEqual(['wrong', 'wrong', 'wrong', 'limited']);

    // Read back in the last test: the sign-in is audited under 127.0.0.22.
    expect(signedIn(await signIn('127.0.0.22', PASSWORD, { 'x-forwarded-for': '6.6.6.6' }))).toBe(true);
  });

  it("lets the operator's browser sign in after a stranger's wrong passwords lock the account for everyone else", async () => {
    const operator = await signIn('127.0.0.23', PASSWORD);
    expect(signedIn(operator)).toBe(true);
    const device = operator.cookies.find((value) => value.startsWith('dashboard.device='));
    expect(device).toMatch(/HttpOnly/i);
    // A stranger guesses from address after address until the account's limit answers.
    let attempts = 0;
    for (let last = ''; last !== 'limited' && attempts < 8; attempts += 1) {
      const reply = await signIn(`127.0.0.${30 + attempts}`, `guess number ${attempts}!`);
      last = reply.text.includes(TOO_MANY) ? 'limited' : 'wrong';
    }
    expect(attempts).toBeLessThan(8);
    expect((await signIn('127.0.0.24', PASSWORD)).text).toContain(TOO_MANY);
    expect(signedIn(await signIn('127.0.0.23', PASSWORD, { cookie: cookieHeader(operator) }))).toBe(true);
  });
});

describe('dashboard actions Next would answer with a 500', () => {
  let session: string;

  beforeAll(async () => {
    const operator = await signIn('127.0.0.40', PASSWORD, {}, ADMIN);
    expect(signedIn(operator)).toBe(true);
    session = cookieHeader(operator);
  });

  it('refuses a server-action POST with a malformed Origin with 400 and the error body', async () => {
    for (const origin of ['http://[::1', 'not a url', 'https://exa mple.com']) {
      const reply = await signIn('127.0.0.41', PASSWORD, { origin, 'x-request-id': 'dashboard-origin-0001' });
      expect([origin, reply.status]).toEqual([origin, 400]);
      expect(JSON.parse(reply.text)).toMatchObject({ error: 'invalid_payload', requestId: 'dashboard-origin-0001', details: [{ path: 'headers.origin' }] });
    }
  });

  it('answers arguments that are no form (text/plain) with the action\'s error, signed in or not', async () => {
    for (const [name, page, headers] of [
      ['signInAction', '/dashboard/login', {}],
      ['createClientAction', '/dashboard/settings', { cookie: session }],
    ] as const) {
      for (const body of ['[]', '["text", 42]']) {
        const reply = await send(page, {
          from: '127.0.0.42',
          body,
          headers: { 'next-action': actionIds[name]!, origin: server.baseUrl, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', ...headers },
        });
        expect([name, body, reply.status]).toEqual([name, body, 200]);
        expect(reply.text).toContain('The form could not be read.');
      }
    }
  });

  it('refuses a 5 MB field with 413 and the error body', async () => {
    const reply = await callAction('createClientAction', '/dashboard/settings', { name: 'x'.repeat(5 * 1024 * 1024) }, { from: '127.0.0.43', headers: { cookie: session } });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers an expiry in the year 275760 with the field error', async () => {
    const reply = await callAction('createClientAction', '/dashboard/settings', { name: 'Far future', expires: '+275760-09-13T00:00' }, { from: '127.0.0.44', headers: { cookie: session } });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('The expiry must be a date within 100 years.');
  });
});

describe('afterwards', () => {
  it('audited each sign-in under its socket address', async () => {
    // PGlite opens a directory from one process at a time.
    await server.stop();
    stopped = true;
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ ip: string }>("select details->>'ip' as ip from audit_log where action = 'operator.sign-in' order by at");
      expect(rows.map((row) => row.ip)).toEqual(['127.0.0.22', '127.0.0.23', '127.0.0.23', '127.0.0.40']);
      const { rows: clients } = await db.query("select id from api_clients where name = 'Far future'");
      expect(clients).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
