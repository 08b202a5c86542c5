// The one place that builds AI models: from the environment for any OpenAI-compatible server, or models a test
// injected through the in-code seam (never an env switch, so production cannot be talked into a fake model).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModel, LanguageModel } from 'ai';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { aiSettings } from './config';

export interface TestModels {
  language?: LanguageModel;
  image?: ImageModel;
}

let injected: TestModels | null = null;

/** Installs models for tests and benchmarks (null removes them); refused in production. */
export function useTestModels(models: TestModels | null): void {
  if (models !== null && config.production()) {
    throw new Error('Test models cannot be injected in production.');
  }
  injected = models;
}

const unavailable = (message: string) => new ApiError('ai_unavailable', message);

function provider() {
  const settings = aiSettings();
  if (!settings) return null;
  return {
    settings,
    provider: createOpenAICompatible({
      name: 'ai',
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      supportsStructuredOutputs: settings.structuredOutputs,
    }),
  };
}

export function aiAvailable(): boolean {
  return injected?.language !== undefined || aiSettings() !== null;
}

export function languageModel(): LanguageModel {
  if (injected?.language) return injected.language;
  const built = provider();
  if (!built) throw unavailable('The AI model is not configured on this server (AI_BASE_URL and AI_MODEL).');
  return built.provider.chatModel(built.settings.model);
}

export function imageModelAvailable(): boolean {
  return injected?.image !== undefined || Boolean(aiSettings()?.imageModel);
}

export function imageModel(): ImageModel {
  if (injected?.image) return injected.image;
  const built = provider();
  if (!built?.settings.imageModel) {
    throw unavailable('No image model is configured on this server (AI_IMAGE_MODEL); send generateImage: false.');
  }
  return built.provider.imageModel(built.settings.imageModel);
}
