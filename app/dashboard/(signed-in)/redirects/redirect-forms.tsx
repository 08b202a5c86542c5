'use client';
// The redirect forms: add (or edit, with the source fixed, in an Edit disclosure), switch on/off, remove (after a confirmation). After a
// refusal what was typed stays, each problem next to its field.
import { useActionState } from 'react';
import { removeRedirectAction, saveRedirectAction, toggleRedirectAction } from '../../_actions/redirects';
import { ConfirmSubmit } from '../../_components/confirm-submit';
import { FieldError, fieldProps } from '../../_components/field-error';
import { FormMessage } from '../../_components/form-message';
import { IDLE, typed } from '../../_lib/form-state';

interface RedirectValues {
  source: string;
  destination: string;
  statusCode: number;
  active: boolean;
  note: string | null;
}

const STATUSES = [
  { code: 301, label: '301 moved permanently' },
  { code: 302, label: '302 found' },
  { code: 307, label: '307 temporary redirect' },
  { code: 308, label: '308 permanent redirect' },
];

export function RedirectForm({ idPrefix, redirect }: { idPrefix: string; redirect?: RedirectValues }) {
  const [state, action, pending] = useActionState(saveRedirectAction, IDLE);
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string) => fieldProps(state, name, id(name));
  const form = (
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
          <input
            id={id('source')}
            name="source"
            type="text"
            placeholder="/old-page"
            required
            defaultValue={typed(state, 'source')}
            {...field('source')}
          />
          <FieldError state={state} name="source" id={id('source')} />
        </>
      )}
      <label htmlFor={id('destination')}>Destination (path or URL)</label>
      <input
        id={id('destination')}
        name="destination"
        type="text"
        defaultValue={typed(state, 'destination', redirect?.destination)}
        required
        {...field('destination')}
      />
      <FieldError state={state} name="destination" id={id('destination')} />
      <label htmlFor={id('statusCode')}>Status</label>
      <select
        id={id('statusCode')}
        name="statusCode"
        defaultValue={typed(state, 'statusCode', String(redirect?.statusCode ?? 301))}
        {...field('statusCode')}
      >
        {STATUSES.map((status) => (
          <option key={status.code} value={status.code}>
            {status.label}
          </option>
        ))}
      </select>
      <FieldError state={state} name="statusCode" id={id('statusCode')} />
      <label htmlFor={id('note')}>Note</label>
      <input
        id={id('note')}
        name="note"
        type="text"
        maxLength={500}
        defaultValue={typed(state, 'note', redirect?.note ?? '')}
        {...field('note')}
      />
      <FieldError state={state} name="note" id={id('note')} />
      <p>
        <button type="submit" disabled={pending}>
          {redirect ? 'Save' : 'Add redirect'}
        </button>
      </p>
    </form>
  );
  if (!redirect) return form;
  return (
    // Open while the form shows an answer (without JavaScript the page comes back rendered anew, closed).
    <details open={state.status !== 'idle' || undefined}>
      <summary>Edit</summary>
      {form}
    </details>
  );
}

export function RedirectRowActions({ redirect }: { redirect: RedirectValues }) {
  const [toggled, toggle] = useActionState(toggleRedirectAction, IDLE);
  const [removed, remove, removing] = useActionState(removeRedirectAction, IDLE);
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
        <ConfirmSubmit
          state={removed}
          pending={removing}
          text="Remove"
          label={`Remove ${redirect.source}`}
          question={`Remove the redirect from ${redirect.source}? Its hit count goes with it.`}
          confirmText="Yes, remove"
        />
      </form>
      <RedirectForm idPrefix={`edit-${redirect.source}`} redirect={redirect} />
      <FormMessage state={toggled} />
      <FormMessage state={removed} />
    </>
  );
}
