// One JSON line per server-side failure, tagged with the request id the client saw, so support can find it.

/** What failed underneath an error, outermost first: name, Node's code (ECONNREFUSED), HTTP status, S3's error code. */
function causesOf(error: unknown): Record<string, unknown>[] {
  const causes: Record<string, unknown>[] = [];
  for (let cause = (error as { cause?: unknown }).cause; cause && causes.length < 5; cause = (cause as { cause?: unknown }).cause) {
    const { name, message, code, Code, $metadata } = cause as {
      name?: string; message?: string; code?: unknown; Code?: unknown; $metadata?: { httpStatusCode?: number };
    };
    causes.push({ name, code: code ?? Code, status: $metadata?.httpStatusCode, message: message ?? String(cause) });
  }
  return causes;
}

export function logError(requestId: string, operation: string, error: unknown): void {
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
  const causes = causesOf(error);
  console.error(JSON.stringify({ level: 'error', requestId, operation, ...detail, ...(causes.length > 0 ? { causes } : {}) }));
}

export function logWarning(message: string, fields: Record<string, unknown> = {}): void {
  console.warn(JSON.stringify({ level: 'warn', message, ...fields }));
}
