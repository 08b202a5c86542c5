// A fault met by a dashboard page, layout or action (a database that does not answer, a bug): anything but a refusal,
// which a form shows. It is logged with the request's id (proxy.ts gives every page request one) and carries that id
// to the error page (error.tsx), where the operator reads it to quote it; support finds the log line by it.
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { requestIdFrom } from '@/lib/http/request-id';
import { logError } from '@/lib/log';
import { requestIdDigest } from './fault-digest';

/** Next's own control flow (redirect, notFound) is thrown with a digest of its own, and passed on untouched. */
const isNextSignal = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { digest?: unknown }).digest === 'string';

export async function fault(error: unknown, operation: string): Promise<never> {
  if (isNextSignal(error)) throw error;
  const requestId = requestIdFrom((await headers()).get('x-request-id'));
  logError(requestId, operation, error);
  const thrown = error instanceof Error ? error : new Error(String(error));
  throw Object.assign(thrown, { digest: requestIdDigest(requestId) });
}

/** A page or layout whose faults reach error.tsx with the request id; `name` tags the log line. */
export function withFaults<P extends unknown[]>(name: string, render: (...args: P) => Promise<ReactNode>) {
  return async (...args: P): Promise<ReactNode> => {
    try {
      return await render(...args);
    } catch (error) {
      return fault(error, name);
    }
  };
}
