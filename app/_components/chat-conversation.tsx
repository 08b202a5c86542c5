'use client';
// The chat panel's conversation: streams answers from POST /api/chat (AI SDK UI message stream, useChat) into a live
// log, with the message box under it. The AI SDK and zod make it ~100 kB gzipped, so chat-widget.tsx fetches this
// module only when a visitor reaches for the chat; it stays mounted while the panel is closed, keeping the log.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

function textOf(message: UIMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
}

/** The error body's sentence for a person when the route answered with one (rate limit, chat turned off). */
function reasonOf(error: Error): string {
  try {
    const body = JSON.parse(error.message) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not the JSON error body: a network failure or an interrupted stream
  }
  return 'The assistant could not answer just now. Please try again in a moment.';
}

const transport = new DefaultChatTransport<UIMessage>({ api: '/api/chat' });

export interface ChatConversationProps {
  /** Whether the panel is shown: opening it puts the focus in the message box. */
  open: boolean;
}

export function ChatConversation({ open }: ChatConversationProps) {
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
        {messages.length === 0 ? <p className="muted">Ask about emoji, our services or a project.</p> : null}
        {messages.map((message) => (
          <p key={message.id} className={`chat__message chat__message--${message.role}`}>
            <span className="visually-hidden">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            {textOf(message)}
          </p>
        ))}
        {status === 'submitted' ? <p className="muted">The assistant is thinking…</p> : null}
        {error ? <p className="notice notice--error">{reasonOf(error)}</p> : null}
      </div>
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your message
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
            Stop
          </button>
        ) : (
          <button type="submit">Send</button>
        )}
      </form>
    </>
  );
}
