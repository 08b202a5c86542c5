// Which browser origins the operator lets call the routes that are not open to every origin (CORS_ALLOWED_ORIGINS);
// CORS answers and the MCP endpoint's Origin check both ask here.
import { config } from '@/lib/config';

export function isAllowedOrigin(origin: string | null): boolean {
  return origin !== null && config.corsAllowedOrigins().includes(origin);
}
