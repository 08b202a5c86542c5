// The numbers of DESIGN.md "Limits", each overridable by env: per-minute limits per client and per IP, and the caps.
import { config } from '@/lib/config';

export type IpBucket = 'chat' | 'contact' | 'redirects' | 'emojiWebsite' | 'emojiDeveloper' | 'docs' | 'mediaUpload';

const IP_LIMITS: Record<IpBucket, () => number> = {
  chat: config.limits.chatPerIp,
  contact: config.limits.contactPerIp,
  redirects: config.limits.redirectsPerIp,
  emojiWebsite: config.limits.emojiWebsitePerIp,
  emojiDeveloper: config.limits.emojiDeveloperPerIp,
  docs: config.limits.docsPerIp,
  mediaUpload: config.limits.mediaUploadPerIp,
};

/** Named per-client limits for routes that are cheaper or dearer than the default. */
export type ClientLimitName = 'default' | 'blogGenerate' | 'scans';

const CLIENT_LIMITS: Record<ClientLimitName, () => number> = {
  default: config.limits.perClient,
  blogGenerate: config.limits.blogGeneratePerClient,
  scans: config.limits.scansPerClient,
};

export const WINDOW_SECONDS = 60;

export function ipLimit(bucket: IpBucket): number {
  return IP_LIMITS[bucket]();
}

export function clientLimit(name: ClientLimitName): number {
  return CLIENT_LIMITS[name]();
}

export const caps = {
  scansPerKeyHour: config.limits.scansPerKeyHour,
  scansPerDay: config.limits.scansPerDay,
  blogGeneratePerClientDay: config.limits.blogGeneratePerClientDay,
};
