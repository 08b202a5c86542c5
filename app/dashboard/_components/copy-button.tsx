'use client';
// Copies a value to the clipboard and says so to screen readers too.
import { useState } from 'react';

export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <button type="button" className="secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" aria-live="polite">
        {copied === 'done' ? 'Copied.' : copied === 'failed' ? 'Copying failed: select the key and copy it.' : ''}
      </span>
    </>
  );
}
