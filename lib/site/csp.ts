// The Content-Security-Policy proxy.ts sends with every page (docs/decisions/site.md, "Page CSP"): scripts only from
// this origin and the external chatbot's. Inline scripts need this request's nonce on a page rendered per request; on
// a page served from the cache (one body for every visitor, so no nonce) the page's stored policy names them by hash
// (cache-handler.mjs), and the browser enforces both policies.
import { config } from '@/lib/config';

/** How a page's inline scripts are allowed: by this request's nonce, or by the hashes its cached copy carries. */
export type InlineScripts = { nonce: string } | 'stored-hashes';

/** 16 random bytes as base64: unguessable, and only characters a CSP nonce-source allows. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * `scriptOrigins` are the origins of the operator's external chatbot (lib/chatbot/embed.ts); they may load scripts,
 * styles and images, open connections and frames; any other origin may only serve an https image. React's development
 * build evaluates strings, hence 'unsafe-eval' under `next dev` only. Inline style attributes stay allowed: a style cannot
 * run code, and components (ours, the renderers') set them. With 'stored-hashes' this policy leaves inline scripts to
 * the second policy the cached page carries ('unsafe-inline' here, only its hashes there: a script must pass both).
 */
export function pageCsp(inline: InlineScripts, scriptOrigins: readonly string[] = []): string {
  const extra = scriptOrigins.length ? ` ${scriptOrigins.join(' ')}` : '';
  // An image cannot run code: any https image may show (a hotlinked blog cover, an image in a post's Markdown), plus
  // the plain-http origins media or the chatbot come from (a local bucket in development).
  const plainHttp = [...new Set([...mediaOrigins(), ...scriptOrigins])].filter((origin) => !origin.startsWith('https:'));
  const images = plainHttp.length ? ` ${plainHttp.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inline === 'stored-hashes' ? "'unsafe-inline'" : `'nonce-${inline.nonce}'`}${extra}${config.development() ? " 'unsafe-eval'" : ''}`,
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
