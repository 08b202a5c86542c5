// One JSON line per server-side failure, tagged with the request id the client saw, so support can find it. A failed
// database statement is described by its SQLSTATE, table, constraint and the server's message: never by its SQL text
// and parameters (drizzle puts both in its error's message), which carry user text, e-mail addresses and key hashes.

/** drizzle's DrizzleQueryError: "Failed query: <sql> params: <values>", the driver's error as its cause. */
function isFailedQuery(error: Error): boolean {
  return 'query' in error && 'params' in error;
}

/** The first string among `names` on an error of the cause chain (postgres.js and PGlite name these fields apart). */
function fieldOf(error: unknown, names: readonly string[]): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    for (const name of names) {
      const value = (current as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') return value;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What failed underneath an error, outermost first: name, Node's code (ECONNREFUSED), HTTP status, S3's error code. */
function causesOf(error: unknown): Record<string, unknown>[] {
  const causes: Record<string, unknown>[] = [];
  for (let cause = (error as { cause?: unknown }).cause; cause && causes.length < 5; cause = (cause as { cause?: unknown }).cause) {
    const { name, message, code, Code, $metadata } = cause as {
      name?: string; message?: string; code?: unknown; Code?: unknown; $metadata?: { httpStatusCode?: number };
    };
    // A failed statement further down says only that it failed: its message holds the SQL and its parameters.
    const said = cause instanceof Error && isFailedQuery(cause) ? 'database query failed' : (message ?? String(cause));
    causes.push({ name, code: code ?? Code, status: $metadata?.httpStatusCode, message: said });
  }
  return causes;
}

/** The stack's frames without the message lines above them. */
function framesOf(stack: string | undefined): string | undefined {
  return stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
}

/** What a log line may say about an error. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: String(error) };
  if (!isFailedQuery(error)) {
    const causes = causesOf(error);
    return { name: error.name, message: error.message, stack: error.stack, ...(causes.length > 0 ? { causes } : {}) };
  }
  const cause = error.cause instanceof Error ? error.cause : null;
  const database = {
    sqlstate: fieldOf(error, ['code']),
    table: fieldOf(error, ['table_name', 'table']),
    constraint: fieldOf(error, ['constraint_name', 'constraint']),
  };
  return {
    name: cause?.name ?? 'DrizzleQueryError',
    message: cause ? `database query failed: ${cause.message}` : 'database query failed',
    ...Object.fromEntries(Object.entries(database).filter(([, value]) => value !== undefined)),
    stack: framesOf(error.stack),
  };
}

/** One line on an error, for a field of a warning: its message, or for a failed statement its SQLSTATE and message. */
export function errorSummary(error: unknown): string {
  const fields = errorFields(error);
  if (!('message' in fields)) return String(fields.value);
  return fields.sqlstate ? `${String(fields.message)} (SQLSTATE ${String(fields.sqlstate)})` : String(fields.message);
}

export function logError(requestId: string, operation: string, error: unknown): void {
  console.error(JSON.stringify({ level: 'error', requestId, operation, ...errorFields(error) }));
}

export function logWarning(message: string, fields: Record<string, unknown> = {}): void {
  console.warn(JSON.stringify({ level: 'warn', message, ...fields }));
}
