'use client';
// What an operator reads when a dashboard page, or a change made from it, fails on the server (error.tsx): that it
// failed, the request id to quote (its log line carries the same id; _lib/faults.ts), a way to try again and the way
// to the overview. Focus moves to the heading, since the page the operator was on is gone.
import { useEffect, useRef } from 'react';
import { requestIdOfDigest } from '../_lib/fault-digest';

export function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const digest = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
  const requestId = requestIdOfDigest(typeof digest === 'string' ? digest : undefined);
  return (
    <div className="fault">
      <title>Something went wrong · Dashboard</title>
      <h1 ref={heading} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>
        The server could not finish this, most likely because the database did not answer. Try again in a moment.
      </p>
      {requestId ? (
        <p>
          Request id: <code data-testid="request-id">{requestId}</code>. Quote it when you report the problem: the
          server&apos;s log has the details under it.
        </p>
      ) : typeof digest === 'string' ? (
        <p>
          Error reference: <code>{digest}</code>.
        </p>
      ) : null}
      <p>
        <button type="button" onClick={retry}>
          Try again
        </button>{' '}
        <a href="/dashboard">Dashboard overview</a>
      </p>
    </div>
  );
}
