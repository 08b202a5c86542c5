import type { NextConfig } from 'next';

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations are read from disk at first database use, so the deployment must carry them.
  outputFileTracingIncludes: { '/api/**': ['./drizzle/**/*'] },
  poweredByHeader: false,
};

export default config;
