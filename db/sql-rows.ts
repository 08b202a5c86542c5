// postgres.js returns raw query results as an array, PGlite as `{ rows }`; raw SQL callers read rows through this.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
