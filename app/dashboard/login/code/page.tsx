// The second step of signing in for an operator with a second factor: the code from their app, or a recovery code.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentOperator } from '../../_lib/operator';
import { CodeForm } from './code-form';

export const metadata: Metadata = { title: 'Sign in: code' };

export default async function SignInCodePage() {
  if (await currentOperator()) redirect('/dashboard');
  return (
    <div className="narrow">
      <h1>Enter your code</h1>
      <p>Enter the six-digit code your authenticator app shows, or one of your recovery codes.</p>
      <CodeForm />
    </div>
  );
}
