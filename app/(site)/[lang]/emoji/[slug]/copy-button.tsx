'use client';
// Copies the emoji to the clipboard and counts the copy (POST /api/emojis/{slug}/copy); the outcome is announced.
import { useState } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages } from '@/lib/i18n/translate';

export function CopyButton({ slug, glyph, lang, messages }: { slug: string; glyph: string; lang: Lang; messages: CompiledMessages<'copy'> }) {
  const t = clientTranslator(lang, messages);
  const [message, setMessage] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(glyph);
      setMessage(t('copied'));
    } catch {
      setMessage(t('refused'));
      return;
    }
    // The count is best effort: a refused or failed count does not undo the copy.
    fetch(`/api/emojis/${encodeURIComponent(slug)}/copy`, { method: 'POST' }).catch(() => undefined);
  }
  return (
    <p className="copy">
      <button type="button" onClick={copy}>
        {t('button', { glyph })}
      </button>{' '}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </p>
  );
}
