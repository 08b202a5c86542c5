// Holds every response the HTTP tests see to the contract its route declares (the same declaration the OpenAPI
// document is built from): the status must be documented, and a JSON body must match the schema for that status.
// A mismatch throws, so a test fails on drift between the code and the published contract.
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@/lib/errors';
import { documentedErrors, isResponseDoc } from '@/lib/http/openapi';
import type { ResponseDoc, RouteDefinition } from '@/lib/http/route';

/** The wrapper's error body; routes may add machine-readable extras (`scope`, `suggestions`), so extra keys pass. */
const ErrorBody = z.looseObject({
  error: z.string(),
  message: z.string().min(1),
  requestId: z.string().min(1),
  details: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});

/** Route files' own answers outside the wrapper (lib/http/methods.ts): 405 with the error body, 204 to OPTIONS. */
const UNWRAPPED_ERRORS: ErrorCode[] = ['method_not_allowed', 'internal_error'];
/** The answers of app/api/[[...path]], the file for /api and the paths no route serves (lib/http/methods.ts `unknownPath`). */
export const UNKNOWN_PATH_ERRORS: ErrorCode[] = ['not_found', 'internal_error'];

class ContractDrift extends Error {
  constructor(where: string, problem: string, body?: unknown) {
    const shown = body === undefined ? '' : `\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
    super(`Response contract drift on ${where}: ${problem}${shown}`);
    this.name = 'ContractDrift';
  }
}

/** Keys the body has that the schema's parse dropped: fields the contract does not document. */
function undocumentedKeys(body: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(body) && Array.isArray(parsed)) {
    return body.flatMap((item, index) => undocumentedKeys(item, parsed[index], `${at}[${index}]`));
  }
  if (!isPlainObject(body) || !isPlainObject(parsed)) return [];
  return Object.entries(body).flatMap(([key, value]) =>
    key in parsed ? undocumentedKeys(value, parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function jsonBody(response: Response, where: string): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContractDrift(where, `status ${response.status} declares JSON but the body is not JSON: ${text.slice(0, 200)}`);
  }
}

function checkErrorBody(body: unknown, status: number, allowed: readonly ErrorCode[], where: string): void {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) throw new ContractDrift(where, `error body does not match { error, message, requestId, details? }: ${z.prettifyError(parsed.error)}`, body);
  const code = parsed.data.error as ErrorCode;
  if (!allowed.includes(code)) throw new ContractDrift(where, `error "${code}" is not documented for this route (documented: ${allowed.join(', ')})`, body);
  if (ERROR_STATUS[code] !== status) throw new ContractDrift(where, `error "${code}" belongs to status ${ERROR_STATUS[code]}, sent with ${status}`, body);
}

/**
 * Throws a ContractDrift when `response` is not what `definition` declares; with no definition (a route file's own
 * 405/OPTIONS answers), when it is not an error body with one of `unwrapped`.
 */
export async function checkContract(
  request: Request,
  response: Response,
  definition: RouteDefinition | undefined,
  unwrapped: readonly ErrorCode[] = UNWRAPPED_ERRORS,
): Promise<void> {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const { status } = response;
  const isJson = /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
  if (!definition) {
    if (status === 204 && request.method === 'OPTIONS') return;
    checkErrorBody(await jsonBody(response, where), status, unwrapped, where);
    return;
  }
  const doc = definition.responses[status];
  if (doc === undefined) {
    const codes = documentedErrors(definition);
    if (!codes.some((code) => ERROR_STATUS[code] === status)) {
      throw new ContractDrift(where, `status ${status} is not documented (responses: ${Object.keys(definition.responses).join(', ')}; errors: ${codes.join(', ')})`, isJson ? await jsonBody(response, where) : undefined);
    }
    if (!isJson) throw new ContractDrift(where, `error status ${status} without a JSON error body (content-type ${response.headers.get('content-type')})`);
    checkErrorBody(await jsonBody(response, where), status, codes, where);
    return;
  }
  if (isResponseDoc(doc)) {
    await checkDocumented(doc, request, response, where);
    return;
  }
  if (request.method === 'HEAD') return;
  if (!isJson) throw new ContractDrift(where, `status ${status} declares a JSON body, got content-type ${response.headers.get('content-type')}`);
  checkBody(doc, await jsonBody(response, where), status, where);
}

/** The media type (no parameters) matched against the documented ones, `image/*` style wildcards included. */
function documentedType(doc: ResponseDoc, contentType: string): string | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return Object.keys(doc.content ?? {}).find((documented) =>
    documented.endsWith('/*') ? type.startsWith(documented.slice(0, -1)) : type === documented,
  );
}

async function checkDocumented(doc: ResponseDoc, request: Request, response: Response, where: string): Promise<void> {
  const { status } = response;
  const text = await response.clone().text();
  if (!doc.content) {
    if (text !== '') throw new ContractDrift(where, `status ${status} is documented without a body, got: ${text.slice(0, 200)}`);
    return;
  }
  const contentType = response.headers.get('content-type') ?? '';
  const documented = documentedType(doc, contentType);
  if (documented === undefined) {
    throw new ContractDrift(where, `status ${status} sent content-type "${contentType}", documented: ${Object.keys(doc.content).join(', ')}`);
  }
  const schema = doc.content[documented];
  if (schema && request.method !== 'HEAD') checkBody(schema, await jsonBody(response, where), status, where);
}

function checkBody(schema: z.ZodType, body: unknown, status: number, where: string): void {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractDrift(where, `status ${status} body does not match its schema: ${z.prettifyError(parsed.error)}`, body);
  const extra = undocumentedKeys(body, parsed.data);
  if (extra.length) throw new ContractDrift(where, `status ${status} body has fields its schema does not document: ${extra.slice(0, 10).join(', ')}`, body);
}
