// Every page below needs a signed-in operator (each page checks too: a layout is not re-run on every navigation).
import type { ReactNode } from 'react';
import { requireOperator } from '../_lib/operator';
import { signOutAction } from '../_actions/session';
import { DashboardNav } from './nav';
import { withFaults } from '../_lib/faults';

async function SignedInLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  return (
    <>
      <header className="dash-nav">
        <DashboardNav />
        <form action={signOutAction}>
          <span className="muted">{operator.email} </span>
          <button type="submit" className="secondary">
            Sign out
          </button>
        </form>
      </header>
      <div className="dash-content">{children}</div>
    </>
  );
}

export default withFaults('layout /dashboard (signed in)', SignedInLayout);
