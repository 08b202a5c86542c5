// Standard Webhooks signatures (standardwebhooks package): HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<body>"
// with the secret WEBHOOK_SIGNING_SECRET (`whsec_` + base64), sent as `webhook-signature: v1,<base64>`.
import { Webhook } from 'standardwebhooks';
import { config } from '@/lib/config';

export function signingSecret(): string | undefined {
  return config.webhooks.signingSecret();
}

export function signingConfigured(): boolean {
  return signingSecret() !== undefined;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** Headers for one delivery attempt: the id is the delivery's (stable), the timestamp this attempt's. */
export function signDelivery(webhookId: string, payload: string, at: Date = new Date()): SignedHeaders {
  const secret = signingSecret();
  if (!secret) throw new Error('WEBHOOK_SIGNING_SECRET is not set.');
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': new Webhook(secret).sign(webhookId, new Date(seconds * 1000), payload),
  };
}
