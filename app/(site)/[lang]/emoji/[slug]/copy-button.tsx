'use client';
// Copies to the clipboard, the outcome announced: the emoji itself (CopyButton, which also counts the copy through
// POST /api/emojis/{slug}/copy) or one of its notations (CopyValue: code points, shortcodes, the HTML entity).
import { useEffect, useState } from 'react';
import { EmojiGlyph } from '@/app/_components/emoji-glyph';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';

function useCopy(t: Translator<'copy'>, refused: 'refused' | 'refusedText') {
  const [message, setMessage] = useState('');
  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(t('copied'));
      return true;
    } catch {
      setMessage(t(refused));
      return false;
    }
  }
  return { message, copy };
}

interface CopyButtonProps {
  slug: string;
  glyph: string;
  /** The glyph's colour image (lib/emoji glyphImage), drawn in the label where the language puts the glyph. */
  image: string | null;
  lang: Lang;
  messages: CompiledMessages<'copy'>;
}

export function CopyButton({ slug, glyph, image, lang, messages }: CopyButtonProps) {
  const t = clientTranslator(lang, messages);
  const [before, ...after] = t('button', { glyph }).split(glyph);
  const { message, copy } = useCopy(t, 'refused');
  async function copyGlyph() {
    if (!(await copy(glyph))) return;
    // The count is best effort: a refused or failed count does not undo the copy.
    fetch(`/api/emojis/${encodeURIComponent(slug)}/copy`, { method: 'POST' }).catch(() => undefined);
  }
  return (
    <p className="copy">
      <button type="button" onClick={copyGlyph}>
        {before}
        {after.length ? <EmojiGlyph emoji={glyph} image={image} size={20} /> : null}
        {after.join(glyph)}
      </button>{' '}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </p>
  );
}

/** A small "Copy" after a notation, named by it; hidden until hydrated, since without JavaScript it could not copy. */
export function CopyValue({ value, lang, messages }: { value: string; lang: Lang; messages: CompiledMessages<'copy'> }) {
  const t = clientTranslator(lang, messages);
  const { message, copy } = useCopy(t, 'refusedText');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <span className="copy copy--inline" hidden={!ready}>
      <button type="button" className="button--quiet" aria-label={t('copyValue', { value })} onClick={() => copy(value)}>
        {t('short')}
      </button>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </span>
  );
}
