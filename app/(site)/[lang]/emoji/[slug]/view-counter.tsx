'use client';
// Counts one view per emoji per visit (the browser tab's session): reloads and language switches do not count again.
import { useEffect } from 'react';

export function ViewCounter({ slug }: { slug: string }) {
  useEffect(() => {
    const key = `emoji-viewed:${slug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (privacy settings): count this view, the page cannot remember it.
    }
    fetch(`/api/emojis/${encodeURIComponent(slug)}/view`, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [slug]);
  return null;
}
