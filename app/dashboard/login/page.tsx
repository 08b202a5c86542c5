// The operators' sign-in page; an operator who is signed in already goes straight to the dashboard.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentOperator } from '../_lib/operator';
import { SignInForm } from './sign-in-form';
import { withFaults } from '../_lib/faults';

export const metadata: Metadata = { title: 'Sign in' };

async function LoginPage({ searchParams }: { searchParams: Promise<{ setup?: string }> }) {
  if (await currentOperator()) redirect('/dashboard');
  const { setup } = await searchParams;
  return (
    <div className="narrow">
      <h1>Sign in to the dashboard</h1>
      {setup === 'done' ? <p className="notice" role="status">The first operator was created. Sign in with it.</p> : null}
      <SignInForm />
    </div>
  );
}

export default withFaults('page /dashboard/login', LoginPage);
