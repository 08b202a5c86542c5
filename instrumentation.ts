// Next calls register() once when a server starts: an invalid environment stops the start with one line per bad
// variable (name, value, what is allowed), instead of surfacing as a 500 on the first request that reads it.
import { validateEnvironment } from '@/lib/config';

export function register(): void {
  validateEnvironment();
}
