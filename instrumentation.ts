// Next calls register() once when a server process starts. An invalid environment (one line per bad variable: name,
// value, what is allowed) or an embedded database held by another process stops it there, before it serves anything,
// instead of surfacing as a 500 on the first request that reads the setting; otherwise it logs what it runs on. On
// Node, a query string of more parameters than any route reads is then refused before Next parses it
// (lib/http/query-guard.ts).
export async function register(): Promise<void> {
  // Next also bundles this file for its Edge runtime, which has no file system or diagnostics channel; both steps run
  // in the Node.js server only.
  // eslint-disable-next-line no-restricted-properties -- set by Next for this purpose, not an app setting
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOrExit } = await import('@/lib/startup');
  startOrExit();
  const { guardQueryStrings } = await import('@/lib/http/query-guard');
  guardQueryStrings();
}
