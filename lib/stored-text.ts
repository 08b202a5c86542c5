// PostgreSQL text cannot hold U+0000 (NUL): a statement carrying one fails in the database (SQLSTATE 22021). Text that
// is stored is refused here instead, as the caller's mistake naming its field (400 invalid_payload).
import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** A string schema for text that is stored: refuses U+0000; chain trim, min, max and the rest on it. */
export function storedText() {
  return z.string().refine((value) => !hasNul(value), NUL_MESSAGE);
}
