'use client';
// The site's own assistant: a disclosure button opening a non-modal chat panel. Until a visitor reaches for it, it is
// only that button: the conversation (chat-conversation.tsx, the AI SDK and zod) is fetched when the pointer or the
// keyboard focus reaches the button, or at the latest when the panel opens. Escape (in the panel or on the button)
// closes the panel and returns focus to the button. It is on a page only when an AI model can answer (chat-slot.tsx).
// It speaks the language of the page's address, from the messages it was handed for each language.
import { useId, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages } from '@/lib/i18n/translate';
import type { ChatConversationProps } from './chat-conversation';
import { usePageLang } from './page-html';

type Conversation = ComponentType<ChatConversationProps>;

let download: Promise<Conversation> | null = null;

/** One download per page view, whoever asks first; a failed one is forgotten, so opening the panel again retries. */
function loadConversation(): Promise<Conversation> {
  download ??= import('./chat-conversation').then(
    (module) => module.ChatConversation,
    (error: unknown) => {
      download = null;
      throw error;
    },
  );
  return download;
}

interface Props {
  /** The chat's compiled messages by language: every language in the root layout, the page's own where it is known. */
  messages: Partial<Record<Lang, CompiledMessages<'chat'>>>;
  /** The language of an address outside a language segment. */
  fallback: Lang;
}

export function ChatWidget({ messages, fallback }: Props) {
  const lang = usePageLang(Object.keys(messages), fallback) as Lang;
  const ownMessages = messages[lang]!;
  const t = useMemo(() => clientTranslator(lang, ownMessages), [lang, ownMessages]);
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<{ Component: Conversation } | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function prefetch() {
    // A failed early download is not news yet: opening the panel tries again and says so if that fails too.
    loadConversation().catch(() => undefined);
  }

  function show() {
    setOpen(true);
    if (conversation) return;
    setFailed(false);
    loadConversation().then(
      (Component) => setConversation({ Component }),
      () => setFailed(true),
    );
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function body() {
    if (conversation) return <conversation.Component open={open} lang={lang} messages={ownMessages} />;
    if (failed) {
      return (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      );
    }
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    // Escape on the button too: until the conversation is there to take it, the focus stays on the button.
    <div
      className="chat"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="chat__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => (open ? close() : show())}
      >
        {open ? t('close') : t('open')}
      </button>
      <div
        id={panelId}
        className="chat__panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        hidden={!open}
      >
        <h2 id={headingId} className="chat__title">
          {t('title')}
        </h2>
        {body()}
      </div>
    </div>
  );
}
