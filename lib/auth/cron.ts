// Vercel's cron convention: scheduled calls carry `Authorization: Bearer $CRON_SECRET`.
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { sameKey } from './keys';

export function verifyCronSecret(authorization: string | null): void {
  const secret = config.cronSecret();
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!secret || !presented || !sameKey(presented, secret)) {
    throw new ApiError('unauthorized', 'This route is for the scheduler; it needs "Authorization: Bearer <CRON_SECRET>".', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
}
