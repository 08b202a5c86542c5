// The curl line of one operation: method, URL with example path and required query values, the credential its
// security needs (as a shell variable), and an example body.
import { exampleOf, type ExampleContext } from '@/lib/http/openapi-examples';
import type { DocOperation } from './document';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `body` replaces the example generated from the request schema. */
export function curlExample(
  method: string,
  path: string,
  operation: DocOperation,
  origin: string,
  context: ExampleContext,
  body?: unknown,
): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = String(exampleOf(parameter.schema ?? {}, context, parameter.name));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${quote(`${origin}${url}${search}`)}`];
  const security = operation.security ?? [{ bearerAuth: [] }];
  if (security.some((entry) => 'cronSecret' in entry)) lines.push(`-H "Authorization: Bearer $CRON_SECRET"`);
  else if (security.length > 0) lines.push(`-H "Authorization: Bearer $API_KEY"`);
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const example = body ?? exampleOf(content['application/json'].schema ?? {}, context);
    lines.push(`-H 'Content-Type: application/json'`, `-d ${quote(JSON.stringify(example, null, 2).replace(/\n/g, '\n  '))}`);
  } else if (content['multipart/form-data']) {
    lines.push(`-F 'file=@photo.jpg'`);
  }
  return lines.join(' \\\n  ');
}
