// The external chatbot's script origins for the page CSP, read through the chatbot setting's own cache; a database
// that fails or answers slowly leaves them out (the layout then shows no widget either), it never fails the page.
import { embedOrigins } from '@/lib/chatbot/embed';
import { getChatbotSetting, type ChatbotSetting } from '@/lib/chatbot/config';
import { config } from '@/lib/config';
import { raceDeadline } from '@/lib/deadline';

/** A page waits at most this long for the setting (only when the per-process cache has expired). */
export const SETTING_WAIT_MS = 1_000;

/** The setting, or null when it cannot be read in time, or at build (no page rendered then is served). */
export async function chatbotSettingForPage(): Promise<ChatbotSetting | null> {
  if (config.nextBuild()) return null;
  return raceDeadline(getChatbotSetting(), SETTING_WAIT_MS, () => new Error('chatbot setting is slow')).catch(() => null);
}

export async function chatbotScriptOrigins(): Promise<string[]> {
  const setting = await chatbotSettingForPage();
  return setting?.mode === 'external' ? embedOrigins(setting.externalScript) : [];
}
