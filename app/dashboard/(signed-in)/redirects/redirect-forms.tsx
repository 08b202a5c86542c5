'use client';
// The redirect forms: add (or edit, with the source fixed), switch on/off, remove.
import { useActionState } from 'react';
import { removeRedirectAction, saveRedirectAction, toggleRedirectAction } from '../../_actions/redirects';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';

interface RedirectValues {
  source: string;
  destination: string;
  statusCode: number;
  active: boolean;
  note: string | null;
}

export function RedirectForm({ idPrefix, redirect }: { idPrefix: string; redirect?: RedirectValues }) {
  const [state, action, pending] = useActionState(saveRedirectAction, IDLE);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form action={action}>
      <FormMessage state={state} />
      {redirect ? (
        <>
          <input type="hidden" name="replace" value="true" />
          <input type="hidden" name="source" value={redirect.source} />
          <input type="hidden" name="active" value={String(redirect.active)} />
        </>
      ) : (
        <>
          <label htmlFor={id('source')}>Source path</label>
          <input id={id('source')} name="source" type="text" placeholder="/old-page" required />
        </>
      )}
      <label htmlFor={id('destination')}>Destination (path or URL)</label>
      <input id={id('destination')} name="destination" type="text" defaultValue={redirect?.destination} required />
      <label htmlFor={id('status')}>Status</label>
      <select id={id('status')} name="statusCode" defaultValue={String(redirect?.statusCode ?? 301)}>
        <option value="301">301 moved permanently</option>
        <option value="302">302 found</option>
        <option value="307">307 temporary redirect</option>
        <option value="308">308 permanent redirect</option>
      </select>
      <label htmlFor={id('note')}>Note</label>
      <input id={id('note')} name="note" type="text" maxLength={500} defaultValue={redirect?.note ?? ''} />
      <p>
        <button type="submit" disabled={pending}>
          {redirect ? 'Save' : 'Add redirect'}
        </button>
      </p>
    </form>
  );
}

export function RedirectRowActions({ redirect }: { redirect: RedirectValues }) {
  const [toggled, toggle] = useActionState(toggleRedirectAction, IDLE);
  const [removed, remove] = useActionState(removeRedirectAction, IDLE);
  return (
    <>
      <form action={toggle} className="inline">
        <input type="hidden" name="source" value={redirect.source} />
        <input type="hidden" name="active" value={String(!redirect.active)} />
        <button type="submit" className="secondary" aria-label={`${redirect.active ? 'Disable' : 'Enable'} ${redirect.source}`}>
          {redirect.active ? 'Disable' : 'Enable'}
        </button>
      </form>
      <form action={remove} className="inline">
        <input type="hidden" name="source" value={redirect.source} />
        <button type="submit" className="danger" aria-label={`Remove ${redirect.source}`}>
          Remove
        </button>
      </form>
      <details>
        <summary>Edit</summary>
        <RedirectForm idPrefix={`edit-${redirect.source}`} redirect={redirect} />
      </details>
      <FormMessage state={toggled} />
      <FormMessage state={removed} />
    </>
  );
}
