// The contact request: the calculator selection with the totals the browser showed, the contact fields, consent,
// the signed form token and a honeypot field that people never see and bots fill in.
import { z } from 'zod';

export const CalculatorData = z.object({
  serviceSlug: z.string().trim().min(1).max(100),
  package: z.string().trim().min(1).max(100).describe('The selected package id'),
  addons: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  modifiers: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  totals: z
    .object({ netCents: z.number().int(), vatCents: z.number().int(), grossCents: z.number().int() })
    .describe('The totals the form showed; re-computed from the catalog and rejected when they differ'),
  summary: z.string().trim().max(2000).default(''),
  catalogVersion: z.string().max(50).optional(),
});

export const ContactRequest = z.object({
  calculatorData: CalculatorData,
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  company: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).default(''),
  consent: z.literal(true, { error: 'Consent to the processing of the inquiry is required.' }),
  formToken: z.string().min(1).max(1000),
  /** Honeypot: hidden from people by the form's CSS; anything in it marks the submission as automated. */
  website: z.string().max(1000).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactReceipt = z.object({
  received: z.literal(true),
  reference: z.string().describe('A short reference the site can show to the person'),
});

export const FormToken = z.object({ token: z.string(), expiresAt: z.string() });
