// AI settings from the environment, read at call time: one OpenAI-compatible server (OpenAI, Ollama, vLLM,
// llama.cpp), its chat model and optional image model, and the time limits that keep a call from hanging.
import { config } from '@/lib/config';

export interface AiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  imageModel?: string;
  /** Send the JSON schema as response_format (json_schema); off for servers that only know json_object. */
  structuredOutputs: boolean;
}

/** Null when the server or the model is not named: the AI routes then answer 503 ai_unavailable. */
export function aiSettings(): AiSettings | null {
  const baseUrl = config.str('AI_BASE_URL');
  const model = config.str('AI_MODEL');
  if (!baseUrl || !model) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: config.str('AI_API_KEY'),
    model,
    imageModel: config.str('AI_IMAGE_MODEL'),
    structuredOutputs: config.bool('AI_STRUCTURED_OUTPUTS', true),
  };
}

export const aiLimits = {
  /** Chat: from the request to the model's first output (text, tool call). */
  firstChunkMs: () => config.int('AI_FIRST_TOKEN_TIMEOUT_MS', 30_000),
  /** Chat: longest silence between two stream chunks (tools included). */
  idleMs: () => config.int('AI_IDLE_TIMEOUT_MS', 30_000),
  /** Chat: the whole answer, all tool steps included. */
  chatTotalMs: () => config.int('AI_CHAT_TIMEOUT_MS', 120_000),
  /** One article's structured output. */
  articleMs: () => config.int('AI_ARTICLE_TIMEOUT_MS', 180_000),
  /** One cover image. */
  imageMs: () => config.int('AI_IMAGE_TIMEOUT_MS', 120_000),
  /** Retries of the SDK itself on retryable provider answers (429, 5xx), inside the limits above. */
  maxRetries: () => config.int('AI_MAX_RETRIES', 1),
};
