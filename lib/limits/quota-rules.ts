// The quota windows the scan and generation services consume, by key, cap and window. The dashboard reads their use
// by the same rules, from here rather than from the services, so its pages do not load the scanners or the image
// pipeline a generated post's cover goes through.
import type { Client } from '@/lib/auth/authenticate';
import { caps } from './policy';

const HOUR = 3600;
const DAY = 86_400;

/** Both scan kinds draw on the same two caps: per key per hour, and for the whole service per day. */
export function scanQuotaRules(client: Pick<Client, 'id'>) {
  return [
    { key: `quota:scan-hour:client:${client.id}`, limit: caps.scansPerKeyHour(), windowSeconds: HOUR, label: 'hourly scan quota of this API key' },
    { key: 'quota:scan-day:global', limit: caps.scansPerDay(), windowSeconds: DAY, label: 'daily scan quota of the service' },
  ];
}

/** The daily generation cap of one database client. */
export function generationQuotaRule(client: Pick<Client, 'id'>) {
  return {
    key: `quota:blogGenerate:day:client:${client.id}`,
    limit: caps.blogGeneratePerClientDay(),
    windowSeconds: DAY,
    label: 'daily blog generation cap of this client',
  };
}
