import type { NextConfig } from 'next';
import { config as settings } from './lib/config';

/**
 * The pages (`/`, `/docs`, 404) are the project's own server-rendered content and load nothing but Next's scripts.
 * Next streams each page's data as inline scripts; a nonce would need every page rendered per request (`/docs` is
 * prerendered at build), so inline scripts are allowed and everything else is shut (docs/decisions.md, "Edge").
 * React's development build evaluates strings, hence 'unsafe-eval' under `next dev` only.
 */
const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${settings.development() ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Read from disk at run time (migrations on first database use, the emoji artifact per language), so every
  // deployment must carry them.
  outputFileTracingIncludes: { '/api/**': ['./drizzle/**/*', './data/emoji/**/*'] },
  poweredByHeader: false,
  // These win over headers a route sets itself, so the CSP leaves /media alone (it sends its own sandbox policy).
  // HSTS goes out over http too: browsers ignore it there (RFC 6797, 8.1) and keep it from the first https answer.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
        ],
      },
      { source: '/((?!api/|media/).*)', headers: [{ key: 'Content-Security-Policy', value: PAGE_CSP }] },
      // JSON is never a document: nothing in it may load or run, even if a browser were talked into rendering it.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

export default config;
