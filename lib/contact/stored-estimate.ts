// The estimate an inquiry stores (its `calculator` column, lib/contact/inquiry.ts: re-computed from the catalog when
// the inquiry came in), read back for the dashboard. Rows from before the currency was stored are in euros, the only
// currency the catalog has had; a row in no shape this reads is null, and shown as it is.
import { z } from 'zod';

export const StoredEstimate = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  service: z.object({ name: z.string() }),
  items: z.array(
    z.object({
      kind: z.enum(['package', 'addon', 'modifier']),
      name: z.string(),
      amountCents: z.number().int(),
      /** A modifier's share of the subtotal, in percent (-10 for a tenth off). */
      percent: z.number().optional(),
    }),
  ),
  totals: z.object({ netCents: z.number().int(), vatRate: z.number(), vatCents: z.number().int(), grossCents: z.number().int() }),
  /** The visitor's summary from the form; erased with the inquiry's other personal data. */
  summary: z.string().optional(),
});
export type StoredEstimate = z.output<typeof StoredEstimate>;

export function readStoredEstimate(calculator: unknown): StoredEstimate | null {
  const parsed = StoredEstimate.safeParse(calculator);
  return parsed.success ? parsed.data : null;
}

/** The currency of an inquiry's amounts: euros for a row that does not say. */
export function estimateCurrency(calculator: unknown): string {
  return readStoredEstimate(calculator)?.currency ?? 'EUR';
}
