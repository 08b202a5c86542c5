// The package's programmatic API: a typed client of the emoji intelligence API and the streaming resolver.
export {
  createClient,
  DEFAULT_BASE_URL,
  MCP_PATH,
  MissingKeyError,
  type ClientOptions,
  type EmojiIntelligenceClient,
  type ExportFormat,
  type LangOption,
  type LintInput,
  type SuggestInput,
} from './client.js';
export { ApiRequestError, NetworkError, UsageError, type ApiErrorBody } from './errors.js';
export type { FetchLike, Reply, RequestOptions } from './http.js';
export { checkMcp, type McpCheckOptions, type McpCheckResult, type ToolCheck } from './mcp-check.js';
export { resolveMany, type LineRecord, type ResolveManyOptions, type ResolveManyStats } from './resolve-many.js';
export * from './types.js';
