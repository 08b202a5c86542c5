// Puts the chatbot the operator chose on every page (GET /api/chatbot-config's rules): `internal` our widget, only
// when an AI model is configured to answer (a button that can only say "not available" is no chat), `external` the
// vendor's scripts (the page CSP allows their origins), `disabled` nothing.
// A setting that cannot be read counts as disabled: the page renders without a chat rather than failing.
// The widget speaks the page's language: the root layout knows no language, so it hands over the chat's messages in
// every language for the address to pick (chat-widget.tsx); a page that knows its language passes `lang`.
import { aiAvailable } from '@/lib/ai/provider';
import { embedScripts } from '@/lib/chatbot/embed';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/emoji/langs';
import { clientMessages } from '@/lib/i18n/translate';
import { chatbotSettingForPage } from '@/lib/site/chatbot-origins';
import { ChatWidget } from './chat-widget';

export async function ChatSlot({ lang }: { lang?: Lang } = {}) {
  const setting = await chatbotSettingForPage();
  if (!setting || setting.mode === 'disabled') return null;
  if (setting.mode === 'internal') {
    if (!aiAvailable()) return null;
    const messages = Object.fromEntries((lang ? [lang] : LANGS).map((each) => [each, clientMessages(each, 'chat')]));
    return <ChatWidget messages={messages} fallback={lang ?? DEFAULT_LANG} />;
  }
  return (
    <>
      {embedScripts(setting.externalScript).map(({ src, attributes }) => (
        <script key={src} {...attributes} src={src} async />
      ))}
    </>
  );
}
