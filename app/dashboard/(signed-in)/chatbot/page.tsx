// The website chatbot: internal (our chat), external (an embed script), or disabled.
import type { Metadata } from 'next';
import { getChatbotSetting } from '@/lib/chatbot/config';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { ChatbotForm } from './chatbot-form';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Chatbot' };
export const dynamic = 'force-dynamic';

async function ChatbotPage() {
  await requireOperator();
  const setting = await getChatbotSetting();
  return (
    <>
      <h1>Chatbot</h1>
      <p>
        Now: <strong data-testid="chatbot-mode">{setting.mode}</strong>
        {setting.updatedAt ? <span className="muted"> (since {formatTime(setting.updatedAt)})</span> : null}. The site reads it from{' '}
        <code>/api/chatbot-config</code>.
      </p>
      <ChatbotForm mode={setting.mode} script={setting.externalScript ?? ''} />
    </>
  );
}

export default withFaults('page /dashboard/chatbot', ChatbotPage);
