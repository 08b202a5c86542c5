// Renders the generated OpenAPI document for people: operations grouped by tag, with access, parameters and errors.
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { buildOpenApi } from '@/lib/http/openapi';
import packageJson from '@/package.json';

export const metadata = { title: 'API documentation' };

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

const code = { background: '#f4f4f5', padding: '0.75rem', overflowX: 'auto', fontSize: 13 } as const;

function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
  const errors = Object.entries(operation.responses).filter(([status]) => !status.startsWith('2'));
  return (
    <section id={operation.operationId} style={{ borderTop: '1px solid #ddd', padding: '0.75rem 0' }}>
      <h3 style={{ margin: 0 }}>
        <code>{method.toUpperCase()}</code> <code>{path}</code>
      </h3>
      <p style={{ margin: '0.25rem 0' }}>
        <strong>{operation.summary}</strong>
      </p>
      {operation.description.split('\n\n').map((paragraph) => (
        <p key={paragraph} style={{ margin: '0.25rem 0' }}>
          {paragraph}
        </p>
      ))}
      {operation.parameters.length > 0 && (
        <ul>
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.in}:${parameter.name}`}>
              <code>{parameter.name}</code> ({parameter.in}
              {parameter.required ? ', required' : ''}){parameter.description ? `: ${parameter.description}` : ''}
            </li>
          ))}
        </ul>
      )}
      {operation.requestBody && (
        <details>
          <summary>Request body ({Object.keys(operation.requestBody.content).join(', ')})</summary>
          {operation.requestBody.description && <p>{operation.requestBody.description}</p>}
          <pre style={code}>{JSON.stringify(Object.values(operation.requestBody.content)[0]?.schema ?? {}, null, 2)}</pre>
        </details>
      )}
      {success.map(([status, response]) => (
        <details key={status}>
          <summary>
            {status} {response.description} ({Object.keys(response.content ?? {}).join(', ')})
          </summary>
          <pre style={code}>{JSON.stringify(Object.values(response.content ?? {})[0]?.schema ?? {}, null, 2)}</pre>
        </details>
      ))}
      <p style={{ margin: '0.25rem 0', color: '#555' }}>
        Errors: {errors.map(([status, response]) => `${status} (${response.description.replace('Error: ', '')})`).join('; ')}
      </p>
    </section>
  );
}

export default function DocsPage() {
  const document = buildOpenApi(ROUTE_MODULES, { version: packageJson.version }) as {
    info: { description: string; version: string };
    paths: Record<string, Record<string, Operation>>;
  };
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return (
    <main>
      <h1>API documentation</h1>
      <p>
        {document.info.description} Version {document.info.version}. The same content as{' '}
        <a href="/api/openapi.json">/api/openapi.json</a>. Send keys as <code>Authorization: Bearer &lt;key&gt;</code> or{' '}
        <code>x-api-key</code>. Limited responses carry <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code>,{' '}
        <code>X-RateLimit-Reset</code>, and <code>Retry-After</code> on 429.
      </p>
      <nav>
        {[...byTag.keys()].sort().map((tag) => (
          <a key={tag} href={`#tag-${tag}`} style={{ marginRight: '1rem' }}>
            {tag}
          </a>
        ))}
      </nav>
      {[...byTag.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tag, operations]) => (
          <div key={tag}>
            <h2 id={`tag-${tag}`}>{tag}</h2>
            {operations.map((entry) => (
              <OperationView key={`${entry.method} ${entry.path}`} {...entry} />
            ))}
          </div>
        ))}
    </main>
  );
}
