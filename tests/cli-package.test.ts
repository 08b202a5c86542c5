// The published command line client end to end: build and pack cli/, install the tarball into an empty folder
// (cache first, registry as fallback), and run its bin against `next start` and against a stub that answers 429.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from './helpers/next-app';

const ROOT = process.cwd();
const KEY = `cli-e2e-${Math.random().toString(36).slice(2)}-0123456789abcdef`;

let work: string;
let bin: string;
let server: RunningServer;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

interface RunOptions {
  env?: Record<string, string>;
  input?: string;
  baseUrl?: string;
}

const runCli = (args: string[], options: RunOptions = {}) => runIn(bin, args, options);

/** One command line as a user types it, with the installed bin on the PATH. */
const runShell = (line: string, options: RunOptions = {}) => runIn('sh', ['-c', line], options);

function runIn(command: string, args: string[], options: RunOptions): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: work,
      env: {
        NODE_ENV: 'production',
        PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? work,
        EMOJI_INTELLIGENCE_BASE_URL: options.baseUrl ?? server.baseUrl,
        ...options.env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
    child.stdin.end(options.input ?? '');
  });
}

function sh(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`)),
    );
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'emoji-cli-e2e-'));
  ensureBuiltOnce();
  // The server boots while npm packs and installs the client; it is awaited even when that fails, so afterAll stops it.
  const starting = startNext({
    PGLITE_DATA_DIR: 'memory://',
    PUBLIC_AGENT_API_KEY: KEY,
    PUBLIC_AGENT_API_SCOPES: 'emoji:mcp,emoji:lint,emoji:suggest,emoji:read',
    RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: '1000000',
  });
  try {
    // `npm pack` runs the package's prepack (its own tsc build); the lock keeps parallel packers off cli/dist.
    const packed = await sh('flock', ['/tmp/cli-build.lock', 'npm', 'pack', '--silent', '--pack-destination', work], path.join(ROOT, 'cli'));
    const tarball = path.join(work, packed.trim().split('\n').at(-1)!);
    writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'cli-e2e', private: true, type: 'module' }));
    // As a user installs it: the tarball's own dependency tree resolved by npm. Prefer the cache (warm after the
    // project's install) and fall back to the registry for the metadata a lock-file install does not cache.
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], work);
    bin = path.join(work, 'node_modules', '.bin', 'emoji-intelligence');
  } finally {
    server = await starting;
  }
  // The first request loads the emoji data; keep that out of the tests' own time.
  expect((await fetch(`${server.baseUrl}/api/emojis/resolve?value=warm-up-not-an-emoji`)).status).toBe(404);
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('installed emoji-intelligence against next start', () => {
  it('resolves with the glyph first, and as JSON', async () => {
    const human = await runCli(['resolve', ':+1:', '--lang', 'de']);
    expect(human.code).toBe(0);
    expect(human.stdout.startsWith('👍  ')).toBe(true);
    expect(human.stdout).toMatch(/unicode\s+U\+1F44D/);
    const machine = await runCli(['resolve', 'U+1F600', '--json']);
    expect(JSON.parse(machine.stdout)).toMatchObject({ emoji: '😀', slug: 'grinning-face' });
  });

  it('runs every public command without a key', async () => {
    const search = await runCli(['search', 'red', 'heart', '--limit', '3', '--json']);
    expect(search.code).toBe(0);
    expect((JSON.parse(search.stdout) as { hits: unknown[] }).hits.length).toBeLessThanOrEqual(3);
    for (const args of [['normalize', ':thumbsup:'], ['fixtures'], ['intents', '--lang', 'fr'], ['compare', '🫠']]) {
      const run = await runCli(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(0);
      const json = await runCli([...args, '--json']);
      expect(() => JSON.parse(json.stdout)).not.toThrow();
    }
    // The images the server serves, as URLs on its origin, and the set that lacks the emoji (Fluent has no Emoji 16.0).
    const compare = await runCli(['compare', '\u{1FAE9}']);
    expect(compare.stdout).toContain(`${server.baseUrl}/emoji-img/openmoji/`);
    expect(compare.stdout).toMatch(/1fae9\.svg \(CC-BY-SA-4\.0\)/);
    expect(compare.stdout).toContain('none in Fluent Emoji (flat)');
  });

  it('runs the protected commands with a key from the environment', async () => {
    const env = { EMOJI_INTELLIGENCE_API_KEY: KEY };
    const lint = await runCli(['lint', 'Done :rocket: 🚀', '--json'], { env });
    expect(lint.code, lint.stderr).toBe(0);
    expect((JSON.parse(lint.stdout) as { findings: unknown[] }).findings.length).toBeGreaterThan(0);
    const suggest = await runCli(['suggest', '--intent', 'deploy', '--json'], { env });
    expect(suggest.code, suggest.stderr).toBe(0);
    const csv = await runCli(['export', '--format', 'csv', '--lang', 'de'], { env });
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n').length).toBeGreaterThan(1000);
    const whoami = await runCli(['whoami', '--json'], { env });
    expect(JSON.parse(whoami.stdout)).toMatchObject({ kind: 'env', scopes: expect.arrayContaining(['emoji:mcp']) });
  });

  it('refuses protected commands without a key (exit 1) and reports a bad key with code and request id (exit 2)', async () => {
    const missing = await runCli(['lint', 'hello']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('EMOJI_INTELLIGENCE_API_KEY');
    const bad = await runCli(['whoami', '--api-key', 'wsk_notakey_000']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unauthorized (HTTP 401)');
    expect(bad.stderr).toMatch(/Request id: [0-9a-f-]{36}/);
  });

  it('runs every command example of cli/README.md as written, with exit code 0', async () => {
    const readme = readFileSync(path.join(ROOT, 'cli', 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)]
      .flatMap((block) => block[1]!.split('\n'))
      .filter((line) => /^(\w+=\S+ )*emoji-intelligence /.test(line));
    expect(examples.length).toBeGreaterThanOrEqual(5);
    writeFileSync(path.join(work, 'inputs.txt'), ':+1:\nU+1F600\nred-heart\n');
    for (const example of examples) {
      const run = await runShell(example.replaceAll('wsk_…', KEY));
      expect(run.code, `${example}\n${run.stderr}`).toBe(0);
    }
  });

  it('lint exits 4 when it reports errors, and on warnings too with --strict', async () => {
    const env = { EMOJI_INTELLIGENCE_API_KEY: KEY };
    expect((await runCli(['lint', 'We agree 👍 to the terms', '--context', 'legal'], { env })).code).toBe(4);
    expect((await runCli(['lint', 'Done :rocket: 🚀'], { env })).code).toBe(0);
    expect((await runCli(['lint', 'Done :rocket: 🚀', '--strict'], { env })).code).toBe(4);
  });

  it('exits 3 when nothing listens at the base URL', async () => {
    const run = await runCli(['resolve', 'x'], { baseUrl: 'http://127.0.0.1:9' });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('Could not reach http://127.0.0.1:9');
  });

  it('mcp-test passes every tool through the real MCP client over HTTP', async () => {
    const run = await runCli(['mcp-test', '--json'], { env: { EMOJI_INTELLIGENCE_API_KEY: KEY } });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const report = JSON.parse(run.stdout) as { tools: { name: string; ok: boolean; skipped?: boolean }[]; failed: number };
    expect(report.failed).toBe(0);
    expect(report.tools.filter((t) => !t.skipped).map((t) => t.name).sort()).toEqual(
      ['emoji_compare_platforms', 'emoji_lint', 'emoji_normalize', 'emoji_resolve', 'emoji_search', 'emoji_suggest'],
    );
  });

  it('resolve-many streams a few thousand distinct lines in order, with an error record per unknown line', async () => {
    const exported = await fetch(`${server.baseUrl}/api/emojis/export?lang=en`, { headers: { authorization: `Bearer ${KEY}` } });
    const { emojis } = (await exported.json()) as { emojis: { emoji: string; slug: string; hexcode: string }[] };
    const expected: (string | null)[] = [];
    const lines: string[] = [];
    for (let i = 0; lines.length < 2000; i += 1) {
      if (i % 50 === 49) {
        lines.push(`no-such-emoji-${i}`);
        expected.push(null);
        continue;
      }
      const e = emojis[i % emojis.length]!;
      const notations = [e.emoji, e.slug, e.hexcode.split('-').map((h) => `U+${h}`).join(' ')];
      lines.push(notations[i % 3]!);
      expected.push(e.slug);
    }
    const run = await runCli(['resolve-many', '--json'], { input: `${lines.join('\n')}\n` });
    expect(run.code, run.stderr).toBe(0);
    const records = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; input: string; ok: boolean; result?: { slug: string }; error?: { code: string } });
    expect(records.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1));
    expect(records.map((r) => r.input)).toEqual(lines);
    expect(records.map((r) => (r.ok ? r.result!.slug : null))).toEqual(expected);
    expect(records.filter((r) => !r.ok).every((r) => r.error?.code === 'not_found')).toBe(true);
    console.info(`resolve-many, distinct lines: ${lines.length} in ${Math.round(run.ms)} ms = ${Math.round((lines.length * 1000) / run.ms)} lines/s`);

    const repeated = Array.from({ length: 5000 }, (_, i) => lines[30 + (i % 20)]!);
    const again = await runCli(['resolve-many'], { input: repeated.join('\n') });
    expect(again.code, again.stderr).toBe(0);
    const human = again.stdout.trimEnd().split('\n');
    expect(human).toHaveLength(5000);
    expect(human[0]).toContain(expected[30]!);
    expect(human[19]).toMatch(/^✗ .*not_found/);
    console.info(`resolve-many, 20 distinct values repeated: 5000 lines in ${Math.round(again.ms)} ms = ${Math.round(5_000_000 / again.ms)} lines/s`);
  }, 300_000);

  it('exports a typed client that programs can import', async () => {
    writeFileSync(
      path.join(work, 'use.ts'),
      "import { createClient, type ResolveResult } from 'emoji-intelligence';\n" +
        'const client = createClient({ baseUrl: process.env.BASE_URL });\n' +
        "const result: ResolveResult = await client.resolve(':+1:', { lang: 'fr' });\n" +
        'console.log(result.emoji, result.slug);\n',
    );
    writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, types: ['node'], typeRoots: [path.join(ROOT, 'node_modules/@types')] }, files: ['use.ts'] }),
    );
    await sh(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], work);
    const out = spawnSync(process.execPath, ['use.js'], { cwd: work, encoding: 'utf8', env: { ...process.env, BASE_URL: server.baseUrl } });
    expect(out.stdout.trim()).toBe('👍 thumbs-up');
  }, 120_000);
});

describe('resolve-many against a server that rate-limits', () => {
  let stub: Server;
  let stubUrl: string;
  const arrivals: { at: number; status: number }[] = [];

  beforeAll(async () => {
    let limitedUntil = 0;
    stub = createServer((request, response) => {
      const now = Date.now();
      if (limitedUntil === 0) limitedUntil = now + 1000;
      const value = new URL(request.url ?? '/', 'http://stub').searchParams.get('value') ?? '';
      if (now < limitedUntil) {
        arrivals.push({ at: now, status: 429 });
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(Math.ceil((limitedUntil - now) / 1000)), 'x-request-id': 'stub-429' });
        response.end(JSON.stringify({ error: 'rate_limited', message: 'Too many requests.', requestId: 'stub-429' }));
        return;
      }
      arrivals.push({ at: now, status: 200 });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ emoji: '👍', slug: `slug-${value}`, name: value, unicode: 'U+1F44D', shortcodes: {}, keywords: [], emoticons: [] }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it('waits out Retry-After instead of hammering, then resolves every line in order', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `v${i}`);
    const run = await runCli(['resolve-many', '--json', '--concurrency', '4'], { input: lines.join('\n'), baseUrl: stubUrl });
    expect(run.code, run.stderr).toBe(0);
    const records = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { input: string; ok: boolean; result: { slug: string } });
    expect(records.map((r) => r.result.slug)).toEqual(lines.map((l) => `slug-${l}`));
    const refused = arrivals.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    // Every worker is refused at most once: after the first 429 all of them wait until Retry-After has passed.
    expect(refused.length).toBeLessThanOrEqual(4);
    const firstOk = arrivals.find((a) => a.status === 200)!;
    expect(firstOk.at - arrivals[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('streams: answers a line before standard input is closed', async () => {
    const child = spawn(bin, ['resolve-many', '--json', '--base-url', stubUrl], { cwd: work });
    let stdout = '';
    const firstLine = new Promise<string>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
    });
    child.stdin.write('first\n');
    expect(JSON.parse(await firstLine)).toMatchObject({ line: 1, input: 'first', ok: true });
    child.stdin.end('second\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(2);
  });
});
