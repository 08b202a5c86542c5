'use client';
// Chooses the chatbot mode; the external mode needs the bot's embed code.
import { useActionState } from 'react';
import { setChatbotModeAction } from '../../_actions/chatbot';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';

const MODES = [
  { value: 'internal', label: 'Internal', help: 'our own chat (POST /api/chat)' },
  { value: 'external', label: 'External', help: 'load the embed code below on the site' },
  { value: 'disabled', label: 'Disabled', help: 'no chat on the site' },
];

export function ChatbotForm({ mode, script }: { mode: string; script: string }) {
  const [state, action, pending] = useActionState(setChatbotModeAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <fieldset>
        <legend>Mode</legend>
        {MODES.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" name="mode" value={choice.value} defaultChecked={choice.value === mode} />
            <span>
              {choice.label} <small>{choice.help}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="chatbot-script">External bot&apos;s embed code (kept when left empty)</label>
      <textarea id="chatbot-script" name="script" defaultValue={script} maxLength={20_000} />
      <p>
        <button type="submit" disabled={pending}>
          Save
        </button>
      </p>
    </form>
  );
}
