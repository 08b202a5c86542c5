// The signed-in operator's second factor: off (set it up), being set up (the secret, and the code that turns it on),
// or on (turn it off with a code).
import type { Metadata } from 'next';
import { pendingSecondFactor, secondFactorEnabled } from '@/lib/operators/second-factor';
import { beginSecondFactorAction } from '../../_actions/second-factor';
import { requireOperator } from '../../_lib/operator';
import { DisableForm, EnableForm } from './second-factor-forms';

export const metadata: Metadata = { title: 'Second factor' };

export default async function SecondFactorPage() {
  const operator = await requireOperator();
  const enabled = await secondFactorEnabled(operator.id);
  const setup = enabled ? null : await pendingSecondFactor(operator.id);
  return (
    <>
      <h1>Second factor</h1>
      {enabled ? (
        <>
          <p>The second factor is on: signing in asks for a code from your authenticator app after the password.</p>
          <DisableForm />
        </>
      ) : setup ? (
        <>
          <p>Add this account to your authenticator app, then enter the code it shows to turn the second factor on.</p>
          <p className="secret">
            Link for the app: <code>{setup.uri}</code>
          </p>
          <p className="secret">
            Or type the secret by hand: <code>{setup.secret}</code>
          </p>
          <EnableForm />
          <form action={beginSecondFactorAction}>
            <button type="submit">Start again with a new secret</button>
          </form>
        </>
      ) : (
        <>
          <p>The second factor is off. With it on, signing in asks for a code from an authenticator app (TOTP) after the password.</p>
          <form action={beginSecondFactorAction}>
            <button type="submit">Set up a second factor</button>
          </form>
        </>
      )}
    </>
  );
}
