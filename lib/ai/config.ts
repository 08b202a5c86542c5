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
  const baseUrl = config.ai.baseUrl();
  const model = config.ai.model();
  if (!baseUrl || !model) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: config.ai.apiKey(),
    model,
    imageModel: config.ai.imageModel(),
    structuredOutputs: config.ai.structuredOutputs(),
  };
}

export const aiLimits = {
  /** Chat: from the request to the model's first output (text, tool call). */
  firstChunkMs: config.ai.firstChunkMs,
  /** Chat: longest silence between two stream chunks (tools included). */
  idleMs: config.ai.idleMs,
  /** Chat: the whole answer, all tool steps included. */
  chatTotalMs: config.ai.chatTotalMs,
  /** One article's structured output. */
  articleMs: config.ai.articleMs,
  /** One cover image. */
  imageMs: config.ai.imageMs,
  /** Retries of the SDK itself on retryable provider answers (429, 5xx), inside the limits above. */
  maxRetries: config.ai.maxRetries,
};
