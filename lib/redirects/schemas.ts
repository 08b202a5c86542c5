// Shapes of redirects: what an operator may store (the redirect commands' input), what the lookup serves, and the public hit counter's body.
import { z } from 'zod';
import { storedText } from '@/lib/stored-text';

/** A path on this site: starts with one slash (never `//host`), no whitespace, query or fragment. */
export const RedirectSource = storedText()
  .trim()
  .min(1)
  .max(2048)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, 'source must be a path starting with "/", without query or fragment');

const isAbsoluteHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const RedirectDestination = storedText()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || isAbsoluteHttpUrl(value),
    'destination must be a path starting with "/" or an absolute http(s) URL',
  );

/**
 * Paths a redirect may not take: page redirects run before every page, so one from the dashboard or the API could lock
 * the operators out (`/dashboard/login`) or break every integration. Percent-escapes are read as the router reads them.
 */
export function isReservedSource(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router cannot read it as /dashboard or /api either.
  }
  return [path, decoded].some((candidate) => /^\/(?:dashboard|api)(?:\/|$)/i.test(candidate));
}

export const RedirectStatus = z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]);

export const RedirectInput = z
  .object({
    source: RedirectSource,
    destination: RedirectDestination,
    statusCode: RedirectStatus.default(301),
    active: z.boolean().default(true),
    /** Empty (a form's field left blank) is no note. */
    note: storedText()
      .trim()
      .max(500)
      .optional()
      .transform((note) => note || undefined),
  })
  .refine((input) => input.source !== input.destination, { message: 'a redirect cannot point to itself', path: ['destination'] })
  .refine((input) => !isReservedSource(input.source), {
    message: 'paths under /dashboard and /api cannot be redirected',
    path: ['source'],
  });
export type RedirectInput = z.input<typeof RedirectInput>;

export const RedirectHitInput = z.object({ source: RedirectSource }).strict().meta({ id: 'RedirectHit' });
export type RedirectHitInput = z.infer<typeof RedirectHitInput>;

export const RedirectRule = z.object({
  source: z.string(),
  destination: z.string(),
  statusCode: RedirectStatus,
  permanent: z.boolean(),
});
export type RedirectRule = z.infer<typeof RedirectRule>;

export const RedirectLookup = z
  .object({
    redirects: z.array(RedirectRule).describe('Active redirects, ordered by source'),
    blogSlugs: z.array(z.string()).describe('Slugs of public blog posts, ordered'),
  })
  .meta({ id: 'RedirectLookup' });
export type RedirectLookup = z.infer<typeof RedirectLookup>;

export const RedirectHitResult = z.object({ success: z.literal(true), source: z.string(), hits: z.number().int() });

export interface Redirect {
  id: string;
  source: string;
  destination: string;
  statusCode: number;
  active: boolean;
  hits: number;
  lastHitAt: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}
