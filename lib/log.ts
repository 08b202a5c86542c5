// One JSON line per server-side failure, tagged with the request id the client saw, so support can find it.
export function logError(requestId: string, operation: string, error: unknown): void {
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
  console.error(JSON.stringify({ level: 'error', requestId, operation, ...detail }));
}

export function logWarning(message: string, fields: Record<string, unknown> = {}): void {
  console.warn(JSON.stringify({ level: 'warn', message, ...fields }));
}
