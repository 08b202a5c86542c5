// The website chatbot's mode (internal | external | disabled) and the external bot's embed code: stored in one
// database row by the operator command (lib/operator-commands/chatbot.ts, which holds the rules), read through a short
// per-process cache (instances agree within its TTL).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, onCommit } from '@/db/client';
import { chatbotSettings } from '@/db/schema';
import { aiAvailable } from '@/lib/ai/provider';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { processSingleton } from '@/lib/process-singleton';
import { allPagesChanged } from '@/lib/site/page-invalidation';

export const ChatbotMode = z.enum(['internal', 'external', 'disabled']);
export type ChatbotMode = z.infer<typeof ChatbotMode>;

export const MAX_SCRIPT_CHARS = 20_000;
const ROW_ID = 'default';

export interface ChatbotSetting {
  mode: ChatbotMode;
  externalScript: string | null;
  updatedAt: string | null;
}

export const ChatbotConfig = z
  .object({
    mode: ChatbotMode.describe('internal: our chat at POST /api/chat; external: load externalScript; disabled: no chat'),
    externalScript: z.string().nullable().describe('Embed code of the external bot; only in external mode'),
    chatAvailable: z.boolean().describe('Whether POST /api/chat answers now (internal mode and an AI model configured)'),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ChatbotConfig' });
export type ChatbotConfig = z.infer<typeof ChatbotConfig>;

const DEFAULT_SETTING: ChatbotSetting = { mode: 'internal', externalScript: null, updatedAt: null };

// One per process: the dashboard's action clears it from another bundle than the one the chat routes read it from.
const cache = processSingleton<{ entry: { value: Promise<ChatbotSetting>; expiresAt: number } | null }>('chatbot-setting', () => ({
  entry: null,
}));

const cacheMs = () => config.chatbotConfigCacheSeconds() * 1000;

/** The stored setting, read now (not from the cache). */
export async function storedChatbotSetting(): Promise<ChatbotSetting> {
  const db = await getDb();
  const [row] = await db.select().from(chatbotSettings).where(sql`${chatbotSettings.id} = ${ROW_ID}`).limit(1);
  if (!row) return DEFAULT_SETTING;
  return { mode: row.mode, externalScript: row.externalScript, updatedAt: row.updatedAt.toISOString() };
}

/** The stored setting (default: internal), at most CHATBOT_CONFIG_CACHE_SECONDS old. */
export async function getChatbotSetting(): Promise<ChatbotSetting> {
  const now = Date.now();
  if (!cache.entry || cache.entry.expiresAt <= now) {
    const value = storedChatbotSetting();
    cache.entry = { value, expiresAt: now + cacheMs() };
    value.catch(() => {
      cache.entry = null;
    });
  }
  return cache.entry.value;
}

export function clearChatbotCache(): void {
  cache.entry = null;
}

export async function getChatbotConfig(): Promise<ChatbotConfig> {
  const setting = await getChatbotSetting();
  return {
    mode: setting.mode,
    externalScript: setting.mode === 'external' ? setting.externalScript : null,
    chatAvailable: setting.mode === 'internal' && aiAvailable(),
    updatedAt: setting.updatedAt,
  };
}

/** Stores the mode, and the script when one is given (without one the stored script is kept for a later switch back). */
export async function setChatbotSetting(mode: ChatbotMode, externalScript?: string): Promise<ChatbotSetting> {
  const db = await getDb();
  const [row] = await db
    .insert(chatbotSettings)
    .values({ id: ROW_ID, mode, externalScript: externalScript ?? null })
    .onConflictDoUpdate({
      target: chatbotSettings.id,
      set: { mode, updatedAt: sql`now()`, ...(externalScript !== undefined ? { externalScript } : {}) },
    })
    .returning();
  await onCommit(() => {
    clearChatbotCache();
    // Every page shows the chatbot, and the cached ones were rendered with the old one.
    allPagesChanged();
  });
  return { mode: row!.mode, externalScript: row!.externalScript, updatedAt: row!.updatedAt.toISOString() };
}

/** Refuses the website chat unless the operator chose the internal bot. */
export async function assertWebsiteChatOpen(): Promise<void> {
  const setting = await getChatbotSetting();
  if (setting.mode === 'disabled') {
    throw new ApiError('chat_disabled', 'The website chat is turned off.', { extra: { mode: 'disabled' } });
  }
  if (setting.mode === 'external') {
    throw new ApiError('conflict', 'This site uses an external chatbot; load it from GET /api/chatbot-config.', {
      extra: { mode: 'external' },
    });
  }
}
