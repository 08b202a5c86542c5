// One copy per process of state that must not be duplicated: Next bundles route handlers, server actions and pages
// separately, and each bundle gets its own copy of a module, so module-level state (a cache, a counter buffer, the
// database handle) would exist once per bundle. A change made through one copy (a dashboard action clearing a cache)
// would then never reach the copy the API routes read. Held on globalThis under a registered symbol, which every
// bundle of the process shares.
const holder = globalThis as typeof globalThis & Record<symbol, unknown>;

/** The process's one value under `name`, made by `init` on first use. */
export function processSingleton<T>(name: string, init: () => T): T {
  const key = Symbol.for(`website-backend.${name}`);
  if (!(key in holder)) holder[key] = init();
  return holder[key] as T;
}
