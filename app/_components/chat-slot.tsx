// Puts the chatbot the operator chose on every page (GET /api/chatbot-config's rules): `internal` our widget, only
// when an AI model is configured to answer (a button that can only say "not available" is no chat), `external` the
// vendor's scripts (the page CSP allows their origins), `disabled` nothing.
// A setting that cannot be read counts as disabled: the page renders without a chat rather than failing.
import { aiAvailable } from '@/lib/ai/provider';
import { embedScripts } from '@/lib/chatbot/embed';
import { chatbotSettingForPage } from '@/lib/site/chatbot-origins';
import { ChatWidget } from './chat-widget';

export async function ChatSlot() {
  const setting = await chatbotSettingForPage();
  if (!setting || setting.mode === 'disabled') return null;
  if (setting.mode === 'internal') return aiAvailable() ? <ChatWidget /> : null;
  return (
    <>
      {embedScripts(setting.externalScript).map(({ src, attributes }) => (
        <script key={src} {...attributes} src={src} async />
      ))}
    </>
  );
}
