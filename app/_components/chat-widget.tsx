'use client';
// The site's own assistant: a disclosure button opening a non-modal chat panel that streams answers from
// POST /api/chat (AI SDK UI message stream, useChat). Escape closes it and returns focus to the button. Without an AI
// model configured it says so instead of offering a chat that cannot answer.
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

export function ChatWidget({ available }: { available: boolean }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const headingId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { messages, sendMessage, status, error, stop } = useChat({ transport });
  const busy = status === 'submitted' || status === 'streaming';

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    void sendMessage({ text });
  }

  return (
    <div className="chat" lang="en">
      <button
        ref={toggle}
        type="button"
        className="chat__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? 'Close chat' : 'Chat with us'}
      </button>
      <div
        id={panelId}
        className="chat__panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={headingId} className="chat__title">
          Assistant
        </h2>
        {available ? (
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
              <label htmlFor={`${panelId}-input`} className="visually-hidden">
                Your message
              </label>
              <textarea
                id={`${panelId}-input`}
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
        ) : (
          <p className="notice">
            The assistant is not available: no AI model is configured on this site. Please use the{' '}
            <a href="/contact">contact form</a> instead.
          </p>
        )}
      </div>
    </div>
  );
}
