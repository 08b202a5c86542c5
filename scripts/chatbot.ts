// Operator command for the website chatbot: `npm run chatbot -- show`, `set internal|disabled`,
// `set external --script '<script ...>'` or `--script-file embed.html`. The rules and the audit entry are the
// command's (lib/operator-commands/chatbot.ts). Instances pick a change up within CHATBOT_CONFIG_CACHE_SECONDS
// (default 30).
import { readFileSync } from 'node:fs';
import { getChatbotSetting, type ChatbotSetting } from '@/lib/chatbot/config';
import { setChatbotModeCommand } from '@/lib/operator-commands/chatbot';
import { parseOperatorArgs, runOperatorCommand, terminalActor, usageError } from './operator-command';

const USAGE = `Usage:
  npm run chatbot -- show [--json]
  npm run chatbot -- set internal|disabled [--json]
  npm run chatbot -- set external (--script '<embed code>' | --script-file <path>) [--json]

Without a script, external mode uses the one stored before.`;

function describe(setting: ChatbotSetting): string {
  const script = setting.externalScript ? `${setting.externalScript.length} characters stored` : 'none stored';
  return `mode: ${setting.mode}\nexternal script: ${script}\nupdated: ${setting.updatedAt ?? 'never (default)'}`;
}

const { positionals, values } = parseOperatorArgs(USAGE, {
  script: { type: 'string' },
  'script-file': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});
const [command, mode] = positionals;
const print = (setting: ChatbotSetting) => console.log(values.json ? JSON.stringify(setting) : describe(setting));

await runOperatorCommand(USAGE, { command, help: values.help }, {
  show: async () => print(await getChatbotSetting()),
  set: async () => {
    if (!mode) usageError('set needs a mode: internal, external or disabled.');
    if (values.script !== undefined && values['script-file'] !== undefined) usageError('Pass --script or --script-file, not both.');
    const script = values['script-file'] !== undefined ? readFileSync(values['script-file'], 'utf8') : values.script;
    print(await setChatbotModeCommand.run({ mode, script }, terminalActor()));
  },
});
