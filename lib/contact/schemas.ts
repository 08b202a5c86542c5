// The contact request: the calculator selection with the totals the browser showed, the contact fields, consent,
// the signed form token and a honeypot field that people never see and bots fill in.
import { z } from 'zod';
import { storedText } from '@/lib/stored-text';

export const CalculatorData = z.object({
  serviceSlug: storedText().trim().min(1).max(100),
  package: storedText().trim().min(1).max(100).describe('The selected package id'),
  addons: z.array(storedText().trim().min(1).max(100)).max(50).default([]),
  modifiers: z.array(storedText().trim().min(1).max(100)).max(20).default([]),
  totals: z
    .object({ netCents: z.number().int(), vatCents: z.number().int(), grossCents: z.number().int() })
    .describe('The totals the form showed; re-computed from the catalog and rejected when they differ'),
  summary: storedText().trim().max(2000).default(''),
  catalogVersion: storedText().max(50).optional(),
});

export const ContactRequest = z.object({
  calculatorData: CalculatorData,
  name: storedText().trim().min(1).max(200),
  email: z.email().max(320),
  company: storedText().trim().max(200).optional(),
  message: storedText().trim().max(5000).default(''),
  consent: z.literal(true, { error: 'Consent to the processing of the inquiry is required.' }),
  formToken: storedText().min(1).max(1000),
  /** Honeypot: hidden from people by the form's CSS; anything in it marks the submission as automated. */
  website: storedText().max(1000).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactReceipt = z.object({
  received: z.literal(true),
  reference: z.string().describe('A short reference the site can show to the person'),
});

export const FormToken = z.object({ token: z.string(), expiresAt: z.string() });
