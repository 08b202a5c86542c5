'use client';
// The chat panel's conversation: streams answers from POST /api/chat (AI SDK UI message stream, useChat) into a live
// log, with the message box under it. The AI SDK and zod make it ~100 kB gzipped, so chat-widget.tsx fetches this
// module only when a visitor reaches for the chat; it stays mounted while the panel is closed, keeping the log.
// Its text is in the page's language (the widget hands over the messages), refusals read by their error code.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';

function textOf(message: UIMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
}

/** The error body's code when the route answered with one, else null (a network failure, an interrupted stream). */
function errorCode(error: Error): unknown {
  try {
    return (JSON.parse(error.message) as { error?: unknown }).error;
  } catch {
    return null;
  }
}

/** Why there is no answer, for a person: too many messages, the chat turned off or without a model, or anything else. */
function reasonOf(error: Error, t: Translator<'chat'>): string {
  const code = errorCode(error);
  if (code === 'rate_limited') return t('busy');
  if (code === 'chat_disabled' || code === 'conflict' || code === 'ai_unavailable') return t('off');
  return t('failed');
}

const transport = new DefaultChatTransport<UIMessage>({ api: '/api/chat' });

export interface ChatConversationProps {
  /** Whether the panel is shown: opening it puts the focus in the message box. */
  open: boolean;
  lang: Lang;
  messages: CompiledMessages<'chat'>;
}

export function ChatConversation({ open, lang, messages: texts }: ChatConversationProps) {
  const t = useMemo(() => clientTranslator(lang, texts), [lang, texts]);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const { messages, sendMessage, status, error, stop } = useChat({ transport });
  const busy = status === 'submitted' || status === 'streaming';

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    void sendMessage({ text });
  }

  return (
    <>
      <div className="chat__log" role="log" aria-live="polite">
        {messages.length === 0 ? <p className="muted">{t('empty')}</p> : null}
        {messages.map((message) => (
          <p key={message.id} className={`chat__message chat__message--${message.role}`}>
            <span className="visually-hidden">{message.role === 'user' ? t('you') : t('assistant')} </span>
            {textOf(message)}
          </p>
        ))}
        {status === 'submitted' ? <p className="muted">{t('thinking')}</p> : null}
        {error ? <p className="notice notice--error">{reasonOf(error, t)}</p> : null}
      </div>
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          rows={2}
          maxLength={8000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        {busy ? (
          <button type="button" onClick={() => void stop()}>
            {t('stop')}
          </button>
        ) : (
          <button type="submit">{t('send')}</button>
        )}
      </form>
    </>
  );
}
