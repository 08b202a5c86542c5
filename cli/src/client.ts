// The typed client of the emoji intelligence API, for programs and for the command line: one method per route.
import { UsageError } from './errors.js';
import { send, type FetchLike, type Reply, type RequestOptions, type Transport } from './http.js';
import type {
  Comparison,
  ExportJson,
  FixtureSet,
  FixtureSetList,
  IntentCatalog,
  JsonObject,
  Lang,
  LintResult,
  NormalizedText,
  NormalizedValue,
  ResolveResult,
  SearchResult,
  SuggestResult,
  WhoAmI,
} from './types.js';

export const DEFAULT_BASE_URL = 'http://localhost:3000';
export const MCP_PATH = '/api/emojis/mcp';

export interface ClientOptions {
  /** Default http://localhost:3000. */
  baseUrl?: string;
  /** Needed for lint, suggest, export, whoami and the MCP endpoint; public routes never send it. */
  apiKey?: string;
  fetch?: FetchLike;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  userAgent?: string;
}

export interface LangOption {
  lang?: Lang | string;
}

export interface SuggestInput extends LangOption {
  query?: string;
  intent?: string;
  limit?: number;
}

export interface LintInput extends LangOption {
  text: string;
  context?: string;
}

export type ExportFormat = 'json' | 'csv';

/** A protected call attempted without a key: refused before any request, saying where keys come from. */
export class MissingKeyError extends UsageError {
  /** The scope the call needs; null when any valid key will do. */
  readonly scope: string | null;

  constructor(what: string, scope: string | null) {
    const needed = scope ? `an API key with the scope "${scope}"` : 'an API key (any valid key)';
    super(
      `${what} needs ${needed}. Create one in the dashboard (Settings, Public API Clients, /dashboard/settings) or ` +
        `ask the operator (\`npm run clients -- create --name <you> --scopes ${scope ?? '<scopes>'}\`), then pass it ` +
        'with --api-key or the environment variable EMOJI_INTELLIGENCE_API_KEY.',
    );
    this.scope = scope;
  }
}

export interface EmojiIntelligenceClient {
  readonly baseUrl: string;
  readonly hasKey: boolean;
  resolve(value: string, options?: LangOption): Promise<ResolveResult>;
  search(query: string, options?: LangOption & { limit?: number }): Promise<SearchResult>;
  normalize(input: { value: string } & LangOption): Promise<NormalizedValue>;
  normalize(input: { text: string; target?: string } & LangOption): Promise<NormalizedText>;
  /** Without `set`: the list of fixture sets. */
  fixtures(options: LangOption & { set: string }): Promise<FixtureSet>;
  fixtures(options?: LangOption): Promise<FixtureSetList>;
  intents(options?: LangOption): Promise<IntentCatalog>;
  compare(value: string, options?: LangOption): Promise<Comparison>;
  lint(input: LintInput): Promise<LintResult>;
  suggest(input: SuggestInput): Promise<SuggestResult>;
  export(options: LangOption & { format: 'csv' }): Promise<string>;
  export(options?: LangOption & { format?: 'json' }): Promise<ExportJson>;
  whoami(): Promise<WhoAmI>;
  /** Any route, with the reply's status, request id and headers (rate-limit headers included). */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
}

export function createClient(options: ClientOptions = {}): EmojiIntelligenceClient {
  const transport: Transport = {
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    apiKey: options.apiKey?.trim() || undefined,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 30_000,
    userAgent: options.userAgent ?? 'emoji-intelligence-client',
  };
  const get = async <T>(path: string, query: RequestOptions['query']) => (await send<T>(transport, 'GET', path, { query })).data;
  const keyed = async <T>(what: string, scope: string | null, method: string, path: string, request: RequestOptions) => {
    if (!transport.apiKey) throw new MissingKeyError(what, scope);
    return (await send<T>(transport, method, path, { ...request, auth: true })).data;
  };

  return {
    baseUrl: transport.baseUrl,
    hasKey: transport.apiKey !== undefined,
    resolve: (value, { lang } = {}) => get('/api/emojis/resolve', { value, lang }),
    search: (query, { lang, limit } = {}) => get('/api/emojis/search', { q: query, lang, limit }),
    normalize: (async (input: JsonObject) =>
      (await send(transport, 'POST', '/api/emojis/normalize', { json: input })).data) as unknown as EmojiIntelligenceClient['normalize'],
    fixtures: ((options: LangOption & { set?: string } = {}) =>
      get('/api/emojis/fixtures', { set: options.set, lang: options.lang })) as EmojiIntelligenceClient['fixtures'],
    intents: ({ lang } = {}) => get('/api/emojis/intents', { lang }),
    compare: (value, { lang } = {}) => get('/api/emojis/compare', { value, lang }),
    lint: (input) => keyed('Linting', 'emoji:lint', 'POST', '/api/emojis/lint', { json: input }),
    suggest: (input) => keyed('Suggesting', 'emoji:suggest', 'POST', '/api/emojis/suggest', { json: input }),
    export: (({ lang, format } = {}) =>
      keyed('Exporting', 'emoji:read', 'GET', '/api/emojis/export', { query: { lang, format } })) as EmojiIntelligenceClient['export'],
    whoami: () => keyed('whoami', null, 'GET', '/api/public/agent/v1/whoami', {}),
    request: (method, path, request = {}) => send(transport, method, path, { ...request, auth: request.auth ?? true }),
  };
}
