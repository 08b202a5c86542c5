// Next calls register() once when a server starts, before it serves a request: an invalid environment stops the start
// with one line per bad variable (name, value, what is allowed), instead of surfacing as a 500 on the first request
// that reads it; and on Node, a query string of more parameters than any route reads is refused before Next parses it
// (lib/http/query-guard.ts).
import { validateEnvironment } from '@/lib/config';

export async function register(): Promise<void> {
  validateEnvironment();
  // Next's own constant, inlined at build time (not a setting): it keeps node:diagnostics_channel out of an edge bundle.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { guardQueryStrings } = await import('@/lib/http/query-guard');
    guardQueryStrings();
  }
}
