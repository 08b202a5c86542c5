import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // What a function reads from disk and the tracer may not see (docs/decisions/serverless.md). Migrations (1 MB) are
  // applied on first database use, and all functions but two bundle db/migrate.ts, so every function carries them.
  // The emoji artifact needs no entry: lib/emoji/data.ts (the core) and locale-data.ts (the 24 language files) read it
  // through static paths the tracer follows, so exactly the functions that bundle each carry its files.
  // The emoji pages' Open Graph images (lib/site/emoji-card.ts) read OpenMoji's SVGs (13 MB, the only files of public/
  // a function carries) and the font they are lettered in.
  outputFileTracingIncludes: {
    '/**': ['./drizzle/**/*'],
    '/emoji/*/og.png': ['./public/emoji-img/openmoji/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
  },
  // Git's own files (packs, worktree state) and the local state folder (.data: PGlite, local media, the emoji data
  // build's lock) are no input of a deployed function, but the tracer lists some of them in every function: 15-20 MB
  // of .git packs in a clone, which tests/traces.test.ts caught.
  outputFileTracingExcludes: { '/**': ['./.git/**/*', './.data/**/*'] },
  poweredByHeader: false,
  // Pages the same for every visitor are kept rendered, each with a CSP that names its own inline scripts by hash
  // (cache-handler.mjs, docs/decisions/site.md "Pages from the cache"). In memory only: ~91,000 emoji pages would not
  // fit on a small disk, and a restart renders what is asked for again.
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Next would hash a cached page's whole body on every answer for an ETag (an emoji page's 41 KB: 0.16 ms, a fifth
  // of what /api/health costs in all; /docs ten times that). A page has no max-age, so a browser asks again anyway, and
  // a CDN that revalidates after s-maxage takes the page instead of a 304. The API's own ETags (lib/emoji) are apart.
  generateEtags: false,
  // app/global-not-found.tsx: the 404 of unmatched addresses reads the request (an unknown emoji's suggestions), which
  // app/not-found.tsx cannot, since Next renders that one into every page, the cached ones too.
  experimental: { globalNotFound: true },
  // A new value per build, inlined into the bundles (lib/config.ts appBuild): the public reads' ETags change with the
  // code that computes them, so a deployment that changes ranking or a response's shape never answers a stale 304.
  env: { APP_BUILD_ID: randomUUID() },
  // .ci/run sets this: its typecheck step runs tsc over the same tsconfig after the build (test files included, which
  // Next's own check skips), so checking here as well would spend most of a minute on the same program twice. A build
  // switch for CI, not an app setting, so not one of lib/config's.
  // eslint-disable-next-line no-restricted-properties
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  // These win over headers a route sets itself, so /media keeps its own sandbox policy by getting no CSP here. Pages
  // get theirs from proxy.ts (lib/site/csp.ts) and, when served from the cache, one more from cache-handler.mjs.
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
      // JSON is never a document: nothing in it may load or run, even if a browser were talked into rendering it.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
      // The open vendors' emoji SVGs (scripts/emoji-data/images.ts): each set's folder is named by a digest of its files,
      // so a URL's bytes never change. An SVG opened as a document (not through <img>) loads and runs nothing.
      {
        source: '/emoji-img/:path*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
          { key: 'Content-Security-Policy', value: "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
        ],
      },
    ];
  },
};

export default config;
