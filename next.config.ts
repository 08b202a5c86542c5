import type { NextConfig } from 'next';

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Read from disk at run time (migrations on first database use, the emoji artifact per language), so every
  // deployment must carry them.
  outputFileTracingIncludes: { '/api/**': ['./drizzle/**/*', './data/emoji/**/*'] },
  poweredByHeader: false,
};

export default config;
