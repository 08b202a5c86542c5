// The API reference, rendered on the server from the OpenAPI document built in process: a navigation by tag, the
// conventions every operation shares (auth, errors, limits), then each operation with examples. Rendered once and
// served from Next's cache (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import { ERROR_STATUS, type ErrorCode } from '@/lib/errors';
import { inlineHtml } from './rendered-text';
import { siteOrigin } from '../site-url';
import { anchorOf, apiDocument, errorAnchor, groupByTag, tagAnchor } from './document';
import { ERROR_MEANING } from './error-codes';
import { liveExamples } from './live-examples';
import { Inline, OperationView } from './operation';
import styles from './docs.module.css';

/** Seconds the rendered reference is served before it is rendered again: it changes with a deploy only. */
export const revalidate = 300;

export function generateMetadata(): Metadata {
  return {
    title: 'API reference',
    description: 'Every operation of the website API with curl examples, request and response examples, errors, auth scopes and limits.',
    alternates: { canonical: `${siteOrigin()}/docs` },
  };
}

export default function DocsPage() {
  const document = apiDocument();
  const groups = groupByTag(document);
  const origin = siteOrigin();
  const context = { components: document.components.schemas };
  const live = liveExamples();
  const operations = groups.reduce((sum, [, entries]) => sum + entries.length, 0);
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="API reference">
        <p className={styles.navTitle}><a href="#overview">Overview</a></p>
        <ul>
          {groups.map(([tag, entries]) => (
            <li key={tag}>
              <a href={`#${tagAnchor(tag)}`} className={styles.navTag}>{tag}</a>
              <ul>
                {entries.map(({ method, path, operation }) => (
                  <li key={`${method} ${path}`}>
                    <a href={`#${anchorOf(operation)}`}>
                      <span className={`${styles.method} ${styles[method]}`}>{method.toUpperCase()}</span> <Inline text={operation.summary} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <h1>API reference</h1>
        <section id="overview" aria-labelledby="overview-title">
          <h2 id="overview-title" className={styles.visuallyHidden}>Overview</h2>
          <p dangerouslySetInnerHTML={{ __html: inlineHtml(document.info.description) }} />
          <p>
            Version {document.info.version}, {operations} operations. Base URL <code>{origin}</code>. The machine-readable
            document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
          </p>
          <h2>Authentication</h2>
          <p>
            Keys look like <code>wsk_&lt;publicId&gt;_&lt;secret&gt;</code>. Send one as <code>Authorization: Bearer $API_KEY</code>{' '}
            or <code>x-api-key: $API_KEY</code>. Each operation names the scope it needs; <code>GET /api/public/agent/v1/whoami</code>{' '}
            tells a key its scopes and limits. Public website routes need no key and are limited per client IP address.
          </p>
          <h2>Limits</h2>
          <p>
            Limited responses carry <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and{' '}
            <code>X-RateLimit-Reset</code> (Unix seconds); a 429 adds <code>Retry-After</code> in whole seconds. Windows are
            rolling 60 seconds, counted per key or per IP address and operation. JSON bodies may be up to 1 MiB.
          </p>
          <h2>Errors</h2>
          <p>
            Every error is JSON: <code>{'{ "error": "<code>", "message": "…", "requestId": "…", "details"?: [{ "path", "message" }] }'}</code>.
            Quote the <code>requestId</code> (also in <code>X-Request-Id</code>) when you report a problem.
          </p>
          <table className={styles.table}>
            <caption>Error codes</caption>
            <thead>
              <tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Meaning</th></tr>
            </thead>
            <tbody>
              {(Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => (
                <tr key={code} id={errorAnchor(code)}>
                  <td>{ERROR_STATUS[code]}</td>
                  <td><code>{code}</code></td>
                  <td dangerouslySetInnerHTML={{ __html: inlineHtml(ERROR_MEANING[code]) }} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {groups.map(([tag, entries]) => (
          <section key={tag} aria-labelledby={tagAnchor(tag)}>
            <h2 id={tagAnchor(tag)} className={styles.tag}>{tag}</h2>
            {entries.map((entry) => (
              <OperationView key={`${entry.method} ${entry.path}`} entry={entry} origin={origin} context={context} live={live[entry.operation.operationId]} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
