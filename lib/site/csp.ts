// The Content-Security-Policy of the website's pages, built per request around a fresh nonce (docs/decisions.md,
// "Page CSP"): scripts only from this origin or carrying the nonce, plus the external chatbot's own origins.
import { config } from '@/lib/config';

/** 16 random bytes as base64: unguessable, and only characters a CSP nonce-source allows. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * `scriptOrigins` are the origins of the operator's external chatbot (lib/chatbot/embed.ts); they may load scripts,
 * styles and images, open connections and frames; any other origin may only serve an https image. React's development
 * build evaluates strings, hence 'unsafe-eval' under `next dev` only. Inline style attributes stay allowed: a style cannot
 * run code, and components (ours, the renderers') set them.
 */
export function pageCsp(nonce: string, scriptOrigins: readonly string[] = []): string {
  const extra = scriptOrigins.length ? ` ${scriptOrigins.join(' ')}` : '';
  // An image cannot run code: any https image may show (a hotlinked blog cover, an image in a post's Markdown), plus
  // the plain-http origins media or the chatbot come from (a local bucket in development).
  const plainHttp = [...new Set([...mediaOrigins(), ...scriptOrigins])].filter((origin) => !origin.startsWith('https:'));
  const images = plainHttp.length ? ` ${plainHttp.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}${config.development() ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: https:${images}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    `frame-src ${scriptOrigins.length ? scriptOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where stored images (blog covers) are served from when that is not this origin: a bucket, its CDN. */
function mediaOrigins(): string[] {
  const bases = [config.s3.publicBaseUrl(), config.media.localPublicBaseUrl()];
  const origins = bases.flatMap((base) => (base && /^https?:\/\//.test(base) ? [URL.parse(base)?.origin ?? ''] : []));
  return [...new Set(origins.filter(Boolean))];
}
