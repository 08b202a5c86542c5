// The reference shows the same fixed strings and schemas on every request (the document is built once per process),
// so their Markdown and examples are rendered once each. Bounded: the keys come from the document and constant tables.
import { renderInlineMarkdown, renderMarkdown } from '@/lib/blog/markdown';
import { exampleOf, type ExampleContext } from '@/lib/http/openapi-examples';

const inline = new Map<string, string>();
const block = new Map<string, string>();
const examples = new WeakMap<object, string>();

export function inlineHtml(text: string): string {
  let html = inline.get(text);
  if (html === undefined) inline.set(text, (html = renderInlineMarkdown(text)));
  return html;
}

export function blockHtml(text: string): string {
  let html = block.get(text);
  if (html === undefined) block.set(text, (html = renderMarkdown(text)));
  return html;
}

/** The example of a schema object of the cached document, as indented JSON. */
export function exampleJson(schema: Record<string, unknown>, context: ExampleContext): string {
  let json = examples.get(schema);
  if (json === undefined) examples.set(schema, (json = JSON.stringify(exampleOf(schema, context), null, 2)));
  return json;
}
