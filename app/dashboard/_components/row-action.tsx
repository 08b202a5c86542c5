'use client';
// One button that runs a content action (publish, unpublish, delete) for one row and shows its answer; a deletion
// asks for a confirmation first (`question`).
import { useActionState } from 'react';
import { deleteMediaAction, deletePostAction, setPostPublishedAction } from '../_actions/content';
import { IDLE } from '../_lib/form-state';
import { ConfirmSubmit } from './confirm-submit';
import { FormMessage } from './form-message';

const ACTIONS = { publish: setPostPublishedAction, deletePost: deletePostAction, deleteMedia: deleteMediaAction };

export function RowAction(props: {
  kind: keyof typeof ACTIONS;
  id: string;
  text: string;
  label: string;
  fields?: Record<string, string>;
  /** For a change that cannot be undone: what will happen, asked before it does, and the confirming button's text. */
  confirm?: { question: string; confirmText: string };
}) {
  const [state, action, pending] = useActionState(ACTIONS[props.kind], IDLE);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="id" value={props.id} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.confirm ? (
        <ConfirmSubmit state={state} pending={pending} text={props.text} label={props.label} {...props.confirm} />
      ) : (
        <button type="submit" className="secondary" disabled={pending} aria-label={props.label}>
          {props.text}
        </button>
      )}
      <FormMessage state={state} />
    </form>
  );
}
