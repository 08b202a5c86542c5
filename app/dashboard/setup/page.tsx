// One-time creation of the first operator with DASHBOARD_SETUP_TOKEN; closed (404) when no token is configured or an
// operator exists already.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setupOpen } from '@/lib/operators/accounts';
import { SetupForm } from './setup-form';
import { withFaults } from '../_lib/faults';

export const metadata: Metadata = { title: 'First operator' };

async function SetupPage() {
  if (!(await setupOpen())) notFound();
  return (
    <div className="narrow">
      <h1>Create the first operator</h1>
      <p>Enter the setup token from the server&apos;s environment (DASHBOARD_SETUP_TOKEN). It works once.</p>
      <SetupForm />
    </div>
  );
}

export default withFaults('page /dashboard/setup', SetupPage);
