'use client';
// Chooses the chatbot mode; the external mode needs the bot's embed code. After a refusal the chosen mode and the
// code as typed stay, each problem next to its field.
import { useActionState } from 'react';
import { setChatbotModeAction } from '../../_actions/chatbot';
import { FieldError, describedBy, fieldProps, invalidIf } from '../../_components/field-error';
import { FormMessage } from '../../_components/form-message';
import { IDLE, typed } from '../../_lib/form-state';

const MODES = [
  { value: 'internal', label: 'Internal', help: 'our own chat (POST /api/chat)' },
  { value: 'external', label: 'External', help: 'load the embed code below on the site' },
  { value: 'disabled', label: 'Disabled', help: 'no chat on the site' },
];

export function ChatbotForm({ mode, script }: { mode: string; script: string }) {
  const [state, action, pending] = useActionState(setChatbotModeAction, IDLE);
  const chosen = typed(state, 'mode', mode);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <fieldset {...describedBy(state, 'mode', 'chatbot-mode')}>
        <legend>Mode</legend>
        <FieldError state={state} name="mode" id="chatbot-mode" />
        {MODES.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" name="mode" value={choice.value} defaultChecked={choice.value === chosen} {...invalidIf(state, 'mode')} />
            <span>
              {choice.label} <small>{choice.help}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="chatbot-script">External bot&apos;s embed code (kept when left empty)</label>
      <textarea
        id="chatbot-script"
        name="script"
        defaultValue={typed(state, 'script', script)}
        maxLength={20_000}
        {...fieldProps(state, 'script', 'chatbot-script')}
      />
      <FieldError state={state} name="script" id="chatbot-script" />
      <p>
        <button type="submit" disabled={pending}>
          Save
        </button>
      </p>
    </form>
  );
}
