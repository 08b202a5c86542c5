// Structured data for search engines as a JSON-LD block. A data block, not a script the browser runs, so the cached
// pages' CSP needs no hash for it (lib/site/next-inline-scripts.mjs leaves it out); `<` is escaped so that text from
// the data (a post's title) cannot close the element.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
