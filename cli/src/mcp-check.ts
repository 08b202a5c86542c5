// Connects to the hosted MCP endpoint with the real MCP client, lists the tools and calls each once with sample
// arguments. The SDK is loaded only here, so the other commands start without it.
import { ApiRequestError, NetworkError, type ApiErrorBody } from './errors.js';
import { buildUrl, retryAfterSeconds, type FetchLike } from './http.js';
import { MCP_PATH } from './client.js';

export const REQUIRED_TOOLS = ['emoji_resolve', 'emoji_search', 'emoji_compare_platforms'] as const;

export function sampleArguments(lang: string): Record<string, Record<string, unknown>> {
  return {
    emoji_resolve: { value: ':thumbsup:', lang },
    emoji_search: { query: 'heart', lang, limit: 3 },
    emoji_compare_platforms: { value: '😀', lang },
    emoji_normalize: { text: 'Nice :thumbsup: \u2764 U+1F600', lang },
    emoji_lint: { text: 'Launch day :rocket: 🚀🚀🚀', lang },
    emoji_suggest: { query: 'party', lang, limit: 3 },
  };
}

export interface ToolCheck {
  name: string;
  ok: boolean;
  ms: number;
  /** What went wrong, or a one-line summary of the structured result. */
  note: string;
  skipped?: boolean;
}

export interface McpCheckResult {
  endpoint: string;
  server: { name: string; version: string } | null;
  tools: ToolCheck[];
  passed: number;
  failed: number;
}

export interface McpCheckOptions {
  baseUrl: string;
  apiKey: string;
  lang?: string;
  fetch?: FetchLike;
  userAgent?: string;
}

function summarize(structured: unknown): string {
  if (!structured || typeof structured !== 'object') return 'ok';
  const value = structured as Record<string, unknown>;
  if (typeof value.emoji === 'string') return `${value.emoji} ${String(value.slug ?? '')}`.trim();
  const firstArray = Object.entries(value).find(([, v]) => Array.isArray(v));
  if (firstArray) return `${(firstArray[1] as unknown[]).length} ${firstArray[0]}`;
  return Object.keys(value).slice(0, 4).join(', ');
}

function textOf(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : ''))
    .join(' ')
    .slice(0, 300);
}

export async function checkMcp(options: McpCheckOptions): Promise<McpCheckResult> {
  const [{ Client }, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  const endpoint = buildUrl(options.baseUrl, MCP_PATH);
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  // Remembers the API's own error answer, which the SDK folds into a plain message.
  let refused: ApiRequestError | null = null;
  const recordingFetch: FetchLike = async (input, init) => {
    const response = await baseFetch(input, init);
    if (!response.ok && (init?.method ?? 'GET') === 'POST') {
      const text = await response.clone().text();
      let body: ApiErrorBody = { error: `http_${response.status}`, message: text.slice(0, 200) || response.statusText };
      try {
        const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
        if (typeof parsed.error === 'string') body = { ...parsed, error: parsed.error, message: String(parsed.message ?? '') };
      } catch {
        // A JSON-RPC error or an empty body: keep the text.
      }
      refused = new ApiRequestError(
        response.status,
        body,
        body.requestId ?? response.headers.get('x-request-id'),
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    }
    return response;
  };
  const transport = new StreamableHTTPClientTransport(endpoint, {
    fetch: recordingFetch,
    requestInit: { headers: { authorization: `Bearer ${options.apiKey}`, 'user-agent': options.userAgent ?? 'emoji-intelligence-client' } },
  });
  const client = new Client({ name: 'emoji-intelligence-mcp-test', version: '1' });
  const failure = (error: unknown) => refused ?? (error instanceof ApiRequestError ? error : new NetworkError(endpoint.origin, error));
  try {
    await client.connect(transport);
  } catch (error) {
    throw failure(error);
  }
  try {
    const listed = await client.listTools().catch((error: unknown) => Promise.reject(failure(error)));
    const samples = sampleArguments(options.lang ?? 'en');
    const offered = new Set(listed.tools.map((tool) => tool.name));
    const checks: ToolCheck[] = REQUIRED_TOOLS.filter((name) => !offered.has(name)).map((name) => ({
      name,
      ok: false,
      ms: 0,
      note: 'required tool not offered by the server',
    }));
    for (const tool of listed.tools) {
      const args = samples[tool.name];
      if (!args) {
        checks.push({ name: tool.name, ok: true, ms: 0, note: 'skipped: this client has no sample arguments for it', skipped: true });
        continue;
      }
      const started = performance.now();
      refused = null;
      try {
        const result = await client.callTool({ name: tool.name, arguments: args });
        const ms = Math.round(performance.now() - started);
        if (result.isError) checks.push({ name: tool.name, ok: false, ms, note: `tool error: ${textOf(result.content)}` });
        else if (tool.outputSchema && !result.structuredContent) checks.push({ name: tool.name, ok: false, ms, note: 'no structured content' });
        else checks.push({ name: tool.name, ok: true, ms, note: summarize(result.structuredContent) });
      } catch (error) {
        const ms = Math.round(performance.now() - started);
        const cause = refused ?? error;
        const note = cause instanceof ApiRequestError ? `${cause.code} (HTTP ${cause.status}): ${cause.message}` : cause instanceof Error ? cause.message : String(cause);
        checks.push({ name: tool.name, ok: false, ms, note });
      }
    }
    const version = client.getServerVersion();
    return {
      endpoint: endpoint.toString(),
      server: version ? { name: version.name, version: version.version } : null,
      tools: checks,
      passed: checks.filter((c) => c.ok && !c.skipped).length,
      failed: checks.filter((c) => !c.ok).length,
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}
