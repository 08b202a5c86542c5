'use client';
// A button that runs an export action and saves the file it answers: the browser is handed the file at once, and a
// link to save it again stays beside the button.
import { useActionState, useEffect, useRef, useState } from 'react';
import { IDLE } from '../_lib/form-state';
import type { DownloadState } from '../_lib/download-state';
import { FormMessage } from './form-message';

export function DownloadForm(props: {
  action: (previous: DownloadState, form: FormData) => Promise<DownloadState>;
  fields: Record<string, string>;
  text: string;
}) {
  const [state, action, pending] = useActionState<DownloadState, FormData>(props.action, IDLE);
  const [href, setHref] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const download = state.download;

  useEffect(() => {
    if (!download) return;
    const url = URL.createObjectURL(new Blob([download.text], { type: download.type }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [download]);

  useEffect(() => {
    if (href) link.current?.click();
  }, [href]);

  return (
    <form action={action} className="inline">
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="secondary" disabled={pending}>
        {props.text}
      </button>
      <FormMessage state={state} />
      {download && href ? (
        <a ref={link} href={href} download={download.name}>
          Save {download.name} again
        </a>
      ) : null}
    </form>
  );
}
