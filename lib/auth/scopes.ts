// Every scope a key can carry (spec section 5); a route names exactly one of them.
import { z } from 'zod';

export const SCOPES = [
  'chat:write',
  'tasks:write',
  'tasks:read',
  'blog:read',
  'blog:write',
  'blog:delete',
  'blog:generate',
  'media:write',
  'assessment:website',
  'assessment:seo-geo',
  'assessment:automation',
  'estimate:project',
  'emoji:read',
  'emoji:lint',
  'emoji:suggest',
  'emoji:mcp',
] as const;

export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

/** Parses a comma-separated scope list, naming the unknown ones. */
export function parseScopes(values: readonly string[]): Scope[] {
  const unknown = values.filter((value) => !Scope.safeParse(value).success);
  if (unknown.length > 0) {
    throw new Error(`Unknown scope(s): ${unknown.join(', ')}. Known scopes: ${SCOPES.join(', ')}.`);
  }
  return [...new Set(values)] as Scope[];
}
