// The 404 page of a page that calls notFound(). Next renders it as part of every page under the root layout, cached
// ones included, so it reads nothing of the request; an address no route matches gets app/global-not-found.tsx.
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
