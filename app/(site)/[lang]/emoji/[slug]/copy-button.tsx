'use client';
// Copies the emoji to the clipboard and counts the copy (POST /api/emojis/{slug}/copy); the outcome is announced.
import { useState } from 'react';

export function CopyButton({ slug, glyph }: { slug: string; glyph: string }) {
  const [message, setMessage] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(glyph);
      setMessage('Copied to the clipboard.');
    } catch {
      setMessage('The browser did not allow copying; select the emoji above and copy it by hand.');
      return;
    }
    // The count is best effort: a refused or failed count does not undo the copy.
    fetch(`/api/emojis/${encodeURIComponent(slug)}/copy`, { method: 'POST' }).catch(() => undefined);
  }
  return (
    <p className="copy">
      <button type="button" onClick={copy}>
        Copy {glyph}
      </button>{' '}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </p>
  );
}
