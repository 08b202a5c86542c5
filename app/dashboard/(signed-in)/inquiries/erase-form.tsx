'use client';
// Erasing an inquiry's personal data on the sender's request: behind a disclosure and a confirmation box, since it
// cannot be undone; the box is required by the browser and checked again by the action.
import { useActionState } from 'react';
import { eraseInquiryAction } from '../../_actions/inquiries';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';

export function EraseInquiryForm({ id }: { id: string }) {
  const [state, action, pending] = useActionState(eraseInquiryAction, IDLE);
  return (
    <details>
      <summary>Erase the sender&apos;s personal data</summary>
      <form action={action}>
        <input type="hidden" name="id" value={id} />
        <label className="choice">
          <input type="checkbox" name="confirm" value="erase" required />
          Erase name, e-mail address, company, message, IP address and user agent of this inquiry for good (the estimate stays).
        </label>
        <button type="submit" className="danger" disabled={pending}>
          Erase personal data
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}
