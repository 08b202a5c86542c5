// Operator command for the website chatbot: `npx tsx scripts/chatbot.ts show`, `set internal|disabled`,
// `set external --script '<script ...>'` or `--script-file embed.html`. Instances pick a change up within
// CHATBOT_CONFIG_CACHE_SECONDS (default 30).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDb } from '@/db/client';
import { ChatbotMode, getChatbotSetting, setChatbotSetting, type ChatbotSetting } from '@/lib/chatbot/config';

const USAGE = `Usage:
  npx tsx scripts/chatbot.ts show [--json]
  npx tsx scripts/chatbot.ts set internal|disabled [--json]
  npx tsx scripts/chatbot.ts set external (--script '<embed code>' | --script-file <path>) [--json]`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function describe(setting: ChatbotSetting): string {
  const script = setting.externalScript ? `${setting.externalScript.length} characters stored` : 'none stored';
  return `mode: ${setting.mode}\nexternal script: ${script}\nupdated: ${setting.updatedAt ?? 'never (default)'}`;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      script: { type: 'string' },
      'script-file': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, mode] = positionals;
  if (values.help || !command) fail('');
  let setting: ChatbotSetting;
  if (command === 'show') {
    setting = await getChatbotSetting();
  } else if (command === 'set') {
    const parsed = ChatbotMode.safeParse(mode);
    if (!parsed.success) fail(`set needs a mode: ${ChatbotMode.options.join(', ')}.`);
    if (values.script !== undefined && values['script-file'] !== undefined) fail('Pass --script or --script-file, not both.');
    const script = values['script-file'] !== undefined ? readFileSync(values['script-file'], 'utf8') : values.script;
    try {
      setting = await setChatbotSetting(parsed.data, script);
    } catch (error) {
      fail((error as Error).message);
    }
  } else {
    fail(`Unknown command "${command}".`);
  }
  console.log(values.json ? JSON.stringify(setting) : describe(setting));
}

await main().finally(closeDb);
