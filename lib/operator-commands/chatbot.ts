// The chatbot command: the website chatbot's mode, and the external bot's embed code (at most 20,000 characters;
// external mode needs one, given now or stored before). Instances pick a change up within CHATBOT_CONFIG_CACHE_SECONDS.
import { z } from 'zod';
import { ChatbotMode, MAX_SCRIPT_CHARS, setChatbotSetting, storedChatbotSetting } from '@/lib/chatbot/config';
import { invalidPayload } from '@/lib/errors';
import { storedText } from '@/lib/stored-text';
import { defineCommand } from './command';

const NEEDS_SCRIPT = "External mode needs the external bot's embed code, and none is stored yet.";

export const setChatbotModeCommand = defineCommand({
  action: 'chatbot.mode',
  subject: 'The chatbot setting',
  input: z.object({
    mode: z.enum(ChatbotMode.options, { error: `Choose a mode: ${ChatbotMode.options.join(', ')}.` }),
    /** Empty means none given: the stored script is kept. */
    script: storedText()
      .max(MAX_SCRIPT_CHARS, `The external script is longer than ${MAX_SCRIPT_CHARS} characters.`)
      .optional()
      .transform((script) => script?.trim() || undefined),
  }),
  async change({ mode, script }) {
    if (mode === 'external' && script === undefined && !(await storedChatbotSetting()).externalScript) {
      throw invalidPayload(NEEDS_SCRIPT, [{ path: 'script', message: NEEDS_SCRIPT }]);
    }
    const setting = await setChatbotSetting(mode, script);
    return { result: setting, target: mode, details: script ? { scriptChars: script.length } : null };
  },
});
