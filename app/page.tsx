export default function Home() {
  return (
    <main>
      <h1>Website backend API</h1>
      <p>
        Human documentation: <a href="/docs">/docs</a>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>{' '}
        (OpenAPI 3.1).
      </p>
    </main>
  );
}
