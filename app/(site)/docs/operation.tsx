// One operation of the API reference: what it does, who may call it and how often, its parameters, a curl line,
// request and response examples (generated from the schemas) and the errors it can answer.
import type { ExampleContext } from '@/lib/http/openapi-examples';
import { curlExample } from './curl';
import { anchorOf, errorAnchor, type DocEntry } from './document';
import type { LiveExample } from './live-examples';
import { blockHtml, exampleJson, inlineHtml } from './rendered-text';
import styles from './docs.module.css';

type Schema = Record<string, unknown>;

/** A short type label: `string (uuid)`, `array of Task`, `"low" | "high"`. */
function typeLabel(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return options.map(typeLabel).join(' | ');
  if (schema.type === 'array') return `array of ${typeLabel(schema.items as Schema | undefined)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

/**
 * The description without the access paragraph the document appends (openapi.ts accessNote): the page states auth
 * and limits in their own lines. A legacy-key note stays, as the Auth line does not say it.
 */
function descriptionOf(text: string): string {
  const accessNote = /^(Scope `[^`]+`|Public; .*|Any valid API key|Scheduler only: .*)\.?$/;
  return text.split('\n\n').filter((paragraph) => !accessNote.test(paragraph)).join('\n\n');
}

export const Inline = ({ text }: { text?: string }) =>
  text ? <span dangerouslySetInnerHTML={{ __html: inlineHtml(text) }} /> : null;

function Fields({ schema, context, caption }: { schema: Schema; context: ExampleContext; caption: string }) {
  const resolved = typeof schema.$ref === 'string' ? (context.components[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const properties = Object.entries((resolved.properties as Record<string, Schema> | undefined) ?? {});
  if (properties.length === 0) return null;
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Description</th></tr>
      </thead>
      <tbody>
        {properties.map(([name, property]) => (
          <tr key={name}>
            <th scope="row"><code>{name}</code>{required.has(name) && <span className={styles.required}> required</span>}</th>
            <td><code>{typeLabel(property)}</code></td>
            <td><Inline text={property.description as string | undefined} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function accessLine(entry: DocEntry): string {
  const { operation } = entry;
  if (operation.security?.some((item) => 'cronSecret' in item)) return 'Scheduler only: `Authorization: Bearer $CRON_SECRET`.';
  if (operation.security && operation.security.length === 0) return 'Public: no key needed.';
  const scope = operation['x-required-scope'];
  return scope ? `API key with scope \`${scope}\`.` : 'Any valid API key.';
}

function limitLine(entry: DocEntry): string {
  const limit = entry.operation['x-rate-limit'];
  if (!limit) return 'Not rate limited.';
  return `${limit.requests} requests per ${limit.windowSeconds} s per ${limit.per === 'ip' ? 'client IP address' : 'API key'}.`;
}

export function OperationView({ entry, origin, context, live }: { entry: DocEntry; origin: string; context: ExampleContext; live?: LiveExample }) {
  const { method, path, operation } = entry;
  const statuses = Object.entries(operation.responses);
  const successes = statuses.filter(([status]) => !status.startsWith('4') && !status.startsWith('5'));
  const errors = statuses.filter(([status]) => status.startsWith('4') || status.startsWith('5'));
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const headingId = anchorOf(operation);
  return (
    <section className={styles.operation} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className={`${styles.method} ${styles[method]}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p className={styles.summary}><Inline text={operation.summary} /></p>
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: blockHtml(descriptionOf(operation.description)) }} />
      <dl className={styles.facts}>
        <dt>Auth</dt>
        <dd><Inline text={accessLine(entry)} /></dd>
        <dt>Limit</dt>
        <dd>{limitLine(entry)}</dd>
      </dl>
      {operation.parameters.length > 0 && (
        <table className={styles.table}>
          <caption>Parameters</caption>
          <thead>
            <tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}:${parameter.name}`}>
                <th scope="row"><code>{parameter.name}</code>{parameter.required && <span className={styles.required}> required</span>}</th>
                <td>{parameter.in}</td>
                <td><code>{typeLabel(parameter.schema)}</code></td>
                <td><Inline text={parameter.description} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>Example request</h4>
      <pre className={styles.code} tabIndex={0} aria-label={`curl example for ${method.toUpperCase()} ${path}`}><code>{curlExample(method, path, operation, origin, context, live?.request)}</code></pre>
      {jsonBody && <Fields schema={jsonBody} context={context} caption="Request body" />}
      {successes.map(([status, response]) => {
        const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
        return (
          <div key={status}>
            <h4>Response {status}{type ? <> · <code>{type}</code></> : null}</h4>
            {response.description !== 'Success' && <p><Inline text={response.description} /></p>}
            {type === 'application/json' && media?.schema && (
              <pre className={styles.code} tabIndex={0} aria-label={`Example response ${status}`}><code>{status === '200' && live?.response ? json(live.response) : exampleJson(media.schema, context)}</code></pre>
            )}
          </div>
        );
      })}
      <p className={styles.errors}>
        <strong>Errors</strong>{' '}
        {errors.flatMap(([status, response]) =>
          response.description.replace(/^Error: /, '').split(' | ').map((code) => (
            <a key={`${status}:${code}`} href={`#${errorAnchor(code)}`} className={styles.errorCode}>
              {status} <code>{code}</code>
            </a>
          )),
        )}
      </p>
    </section>
  );
}
