'use client';
// The submit button of a change that cannot be undone. The action answers a first submit with a confirmation request
// (status `confirm`, nothing changed), and the form then shows the question with a button that confirms and one that
// cancels (the field `confirm`: yes or no). The server decides, so it works the same without JavaScript; focus goes to
// Cancel, inside a group named by the question, and back to the button after a cancel.
import { useId } from 'react';
import { CONFIRM_FIELD } from '../_lib/confirm-field';
import type { FormState } from '../_lib/form-state';

export interface ConfirmSubmitProps {
  state: FormState;
  pending: boolean;
  /** The button's text, and its accessible name when the text alone says too little in a table ("Revoke"). */
  text: string;
  label?: string;
  /** What will happen, as a question: "Revoke Partner? Its key stops working at once." */
  question: string;
  /** The confirming button's text: "Yes, revoke". */
  confirmText: string;
  /** The first button is styled as dangerous too (a revoke); a rotation is not always one. */
  danger?: boolean;
}

export function ConfirmSubmit({ state, pending, text, label, question, confirmText, danger = true }: ConfirmSubmitProps) {
  const questionId = useId();
  if (state.status !== 'confirm') {
    const cancelled = state.status === 'idle' && state.values !== undefined;
    return (
      <button type="submit" className={danger ? 'danger' : 'secondary'} disabled={pending} aria-label={label} autoFocus={cancelled}>
        {text}
      </button>
    );
  }
  return (
    <span role="group" aria-labelledby={questionId} className="confirm">
      <span id={questionId} className="confirm-question">
        {question}
      </span>
      <button type="submit" name={CONFIRM_FIELD} value="yes" className="danger" disabled={pending}>
        {confirmText}
      </button>
      <button type="submit" name={CONFIRM_FIELD} value="no" className="secondary" disabled={pending} autoFocus>
        Cancel
      </button>
    </span>
  );
}
