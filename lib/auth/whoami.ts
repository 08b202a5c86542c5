// What a key may do: its client, scopes and the limits that apply to it (GET .../whoami, the CLI's `whoami`).
import { z } from 'zod';
import { caps, clientLimit, WINDOW_SECONDS } from '@/lib/limits/policy';
import type { Client } from './authenticate';

export const WhoAmI = z
  .object({
    name: z.string(),
    kind: z.enum(['database', 'env', 'legacy']),
    id: z.string().describe('Client id (UUID) for database clients, "env" for the environment key'),
    scopes: z.array(z.string()),
    limits: z.object({
      windowSeconds: z.number().int(),
      perMinute: z.object({ default: z.number().int(), blogGenerate: z.number().int(), scans: z.number().int() }),
      scansPerHour: z.number().int(),
      scansPerDayGlobal: z.number().int(),
      blogGenerationsPerDay: z.number().int().nullable().describe('Applies to database clients only'),
    }),
  })
  .meta({ id: 'WhoAmI' });
export type WhoAmI = z.infer<typeof WhoAmI>;

export function describeClient(client: Client): WhoAmI {
  return {
    name: client.name,
    kind: client.kind,
    id: client.id,
    scopes: client.scopes,
    limits: {
      windowSeconds: WINDOW_SECONDS,
      perMinute: {
        default: clientLimit('default'),
        blogGenerate: clientLimit('blogGenerate'),
        scans: clientLimit('scans'),
      },
      scansPerHour: caps.scansPerKeyHour(),
      scansPerDayGlobal: caps.scansPerDay(),
      blogGenerationsPerDay: client.kind === 'database' ? caps.blogGeneratePerClientDay() : null,
    },
  };
}
