// The OpenAPI document as the reference page reads it: the one /api/openapi.json serves, read in process (no HTTP
// round trip), its operations grouped by their first tag in a stable order.
import { servedOpenApi } from '@/lib/http/openapi-document';

type Schema = Record<string, unknown>;

export interface DocParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: Schema;
}

export interface DocResponse {
  description: string;
  content?: Record<string, { schema?: Schema; example?: unknown }>;
}

export interface DocOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Record<string, string[]>[];
  'x-required-scope'?: string;
  'x-rate-limit'?: { per: 'ip' | 'client'; requests: number; windowSeconds: number };
  parameters: DocParameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: Schema }> };
  responses: Record<string, DocResponse>;
}

export interface DocEntry {
  method: string;
  path: string;
  operation: DocOperation;
}

export interface ApiDocument {
  info: { title: string; description: string; version: string };
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, Schema> };
}

/** The anchor of an operation on the page. */
export const anchorOf = (operation: DocOperation) => `op-${operation.operationId}`;
export const errorAnchor = (code: string) => `error-${code}`;
export const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function apiDocument(): ApiDocument {
  return servedOpenApi() as unknown as ApiDocument;
}

/** Tags alphabetically; in a tag, by path, then GET, POST, PUT, PATCH, DELETE. */
export function groupByTag(document: ApiDocument): [string, DocEntry[]][] {
  const order = ['get', 'post', 'put', 'patch', 'delete'];
  const groups = new Map<string, DocEntry[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  for (const entries of groups.values()) {
    entries.sort((a, b) => a.path.localeCompare(b.path) || order.indexOf(a.method) - order.indexOf(b.method));
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
