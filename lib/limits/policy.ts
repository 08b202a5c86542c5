// The numbers of DESIGN.md "Limits", each overridable by env: per-minute limits per client and per IP, and the caps.
import { config } from '@/lib/config';

export type IpBucket = 'chat' | 'contact' | 'redirects' | 'emojiWebsite' | 'emojiDeveloper' | 'docs';

const IP_LIMITS: Record<IpBucket, { env: string; fallback: number }> = {
  chat: { env: 'RATE_LIMIT_IP_CHAT_PER_MINUTE', fallback: 20 },
  contact: { env: 'RATE_LIMIT_IP_CONTACT_PER_MINUTE', fallback: 5 },
  redirects: { env: 'RATE_LIMIT_IP_REDIRECTS_PER_MINUTE', fallback: 120 },
  emojiWebsite: { env: 'RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE', fallback: 120 },
  emojiDeveloper: { env: 'RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE', fallback: 60 },
  docs: { env: 'RATE_LIMIT_IP_DOCS_PER_MINUTE', fallback: 60 },
};

/** Named per-client limits for routes that are cheaper or dearer than the default. */
export type ClientLimitName = 'default' | 'blogGenerate' | 'scans';

const CLIENT_LIMITS: Record<ClientLimitName, { env: string; fallback: number }> = {
  default: { env: 'RATE_LIMIT_PER_MINUTE', fallback: 60 },
  blogGenerate: { env: 'RATE_LIMIT_BLOG_GENERATE_PER_MINUTE', fallback: 10 },
  scans: { env: 'RATE_LIMIT_SCANS_PER_MINUTE', fallback: 10 },
};

export const WINDOW_SECONDS = 60;

export function ipLimit(bucket: IpBucket): number {
  const { env, fallback } = IP_LIMITS[bucket];
  return config.int(env, fallback);
}

export function clientLimit(name: ClientLimitName): number {
  const { env, fallback } = CLIENT_LIMITS[name];
  return config.int(env, fallback);
}

export const caps = {
  scansPerKeyHour: () => config.int('PUBLIC_API_ASSESSMENT_SCAN_HOURLY_CAP', 30),
  scansPerDay: () => config.int('PUBLIC_API_ASSESSMENT_SCAN_DAILY_CAP', 500),
  blogGeneratePerClientDay: () => config.int('PUBLIC_API_BLOG_GENERATE_DAILY_CAP', 50),
};
