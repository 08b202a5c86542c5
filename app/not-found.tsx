// The site's 404 page for an address nothing answers.
export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. Start from the <a href="/">home page</a>, the{' '}
        <a href="/en/emoji">emoji explorer</a> or the <a href="/docs">API documentation</a>.
      </p>
    </>
  );
}
