// Which browser origins may call keyed routes: the site's own public origin and the operator's allowlist.
import { config } from '@/lib/config';

export function isAllowedOrigin(origin: string): boolean {
  const own = config.str('PUBLIC_BASE_URL');
  if (own && URL.canParse(own) && new URL(own).origin === origin) return true;
  return config.list('CORS_ALLOWED_ORIGINS').includes(origin);
}
