// Who may call a route and what limits it, derived once from its declared `access`: the wrapper authenticates and
// limits by it, cors.ts answers browsers by it and openapi.ts documents it, so the four cannot disagree.
import type { Scope } from '@/lib/auth/scopes';
import type { ClientLimitName, IpBucket } from '@/lib/limits/policy';
import type { CorsPolicy } from './cors';
import type { RouteDefinition } from './route';

export type Authentication =
  | { by: 'none' }
  | { by: 'cron' }
  /** `scope: null`: any valid key will do. */
  | { by: 'key'; scope: Scope | null; legacyBlogKey: boolean };

/** The per-minute window a request counts against; null for routes nothing may refuse for volume. */
export type LimitRule = { per: 'client'; name: ClientLimitName } | { per: 'ip'; bucket: IpBucket } | null;

export interface AccessPolicy {
  auth: Authentication;
  limit: LimitRule;
  cors: CorsPolicy;
}

export function accessPolicy(definition: RouteDefinition): AccessPolicy {
  switch (definition.access) {
    case 'scoped':
      return {
        auth: { by: 'key', scope: definition.scope, legacyBlogKey: definition.legacyBlogKey === true },
        limit: { per: 'client', name: definition.clientLimit ?? 'default' },
        cors: 'allowlist',
      };
    case 'key':
      return {
        auth: { by: 'key', scope: null, legacyBlogKey: false },
        limit: { per: 'client', name: definition.clientLimit ?? 'default' },
        cors: 'allowlist',
      };
    case 'public':
      return {
        auth: { by: 'none' },
        limit: definition.ipLimit === null ? null : { per: 'ip', bucket: definition.ipLimit },
        cors: definition.cors === 'open' ? 'open' : 'allowlist',
      };
    case 'cron':
      return { auth: { by: 'cron' }, limit: null, cors: 'none' };
  }
}
