// whoami and mcp-test: what the key may do, and whether the hosted MCP endpoint answers every tool.
import { EXIT, type Command } from '../command.js';
import { checkMcp } from '../mcp-check.js';
import { keyValues, table } from '../table.js';
import { emit } from './output.js';

export const whoamiCommand: Command = {
  name: 'whoami',
  summary: "Show the key's client, scopes and limits",
  usage: '',
  key: null,
  examples: ['whoami', 'whoami --json'],
  async run(context) {
    const me = await context.client.whoami();
    await emit(context, me, () => {
      const limits = Object.entries(me.limits).map(([name, value]): [string, string] => [
        `limit ${name}`,
        value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => `${k} ${String(v)}`).join(', ') : String(value ?? '-'),
      ]);
      return keyValues([['name', me.name], ['kind', me.kind], ['id', me.id], ['scopes', me.scopes.join(', ') || '(none)'], ...limits]);
    });
  },
};

export const mcpTestCommand: Command = {
  name: 'mcp-test',
  summary: 'Connect to the hosted MCP endpoint with the MCP client and call each tool once',
  usage: '',
  key: 'emoji:mcp',
  examples: ['mcp-test', 'mcp-test --base-url https://example.org --json'],
  async run(context) {
    const result = await checkMcp({
      baseUrl: context.baseUrl,
      apiKey: context.apiKey ?? '',
      lang: context.lang,
      fetch: context.io.fetch,
    });
    await emit(context, result, () => {
      const rows = result.tools.map((tool) => [tool.skipped ? 'skip' : tool.ok ? 'pass' : 'FAIL', tool.name, `${tool.ms} ms`, tool.note]);
      const server = result.server ? `${result.server.name} ${result.server.version}` : 'unknown server';
      return [
        `MCP endpoint ${result.endpoint} (${server})`,
        table(['result', 'tool', 'time', 'note'], rows, { maxColumnWidth: 80 }),
        `${result.passed} passed, ${result.failed} failed`,
      ].join('\n');
    });
    return result.failed > 0 ? EXIT.api : EXIT.ok;
  },
};
