// Types of next-inline-scripts.mjs (plain JavaScript: the cache handler loads it outside Next's bundles).
export function buildBootstrapScripts(distDir: string): Set<string>;
export function nextInlineScriptHashes(html: string, payload: Uint8Array, bootstraps: ReadonlySet<string>): string[];
