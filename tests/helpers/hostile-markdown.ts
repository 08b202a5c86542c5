// Post Markdown that made a renderer superlinear or overflow its stack (runs of emphasis delimiters, blockquote and
// list markers, brackets, backticks, HTML), shared by the blog tests and bench/hostile/markdown.ts.

/** `piece` repeated to about `size` UTF-16 units, never cutting a repetition. */
const fill = (piece: string, size: number) => piece.repeat(Math.max(1, Math.floor(size / piece.length)));

/** Lines `prefix(1) x`, `prefix(2) x` ... `prefix(depth) x`, the staircase repeated to about `size` units. */
function staircase(prefix: (level: number) => string, depth: number, size: number): string {
  const stair = Array.from({ length: depth }, (_, level) => `${prefix(level + 1)} x\n`).join('');
  return fill(`${stair}\n`, size);
}

/** Each shape at about `size` UTF-16 units. */
export const MARKDOWN_SHAPES: Record<string, (size: number) => string> = {
  "'_a' run": (size) => fill('_a', size),
  "'*a' run": (size) => fill('*a', size),
  "'a_' run": (size) => fill('a_', size),
  "'**a' run": (size) => fill('**a', size),
  "'~~a' run": (size) => fill('~~a', size),
  "'*' around 'a'": (size) => `${'*'.repeat(size / 2)}a${'*'.repeat(size / 2)}`,
  "'>' run": (size) => fill('>', size),
  "'- ' run (nested list)": (size) => `${fill('- ', size)}x`,
  "'1. ' run (nested list)": (size) => `${fill('1. ', size)}x`,
  'nested quote lines': (size) => staircase((level) => '>'.repeat(level), 200, size),
  'nested list items': (size) => staircase((level) => `${'  '.repeat(level - 1)}-`, 100, size),
  "'[' run": (size) => fill('[', size),
  "'![' run": (size) => fill('![', size),
  "'[a](' run": (size) => fill('[a](', size),
  "'[x][' run": (size) => fill('[x][', size),
  "'`a' run": (size) => fill('`a', size),
  "'<a' run": (size) => fill('<a', size),
  "'<em>' run": (size) => fill('<em>', size),
  "'<div>' run": (size) => fill('<div>', size),
  "'\\' run": (size) => fill('\\', size),
  "'|' table": (size) => `|a|\n|-|\n${fill('|', size)}`,
  'bare URLs': (size) => fill('http://a.b ', size),
};

/** A post as integrators write them: headings, paragraphs with emphasis, links and code, a list; the baseline. */
export function ordinaryMarkdown(size: number): string {
  return fill(
    '## A section\n\nShipping a website means **choosing** what to measure, then _reading_ the numbers with care; ' +
      'see [the guide](https://example.com/guide) and `npm run build`.\n\n- one point\n- another point\n\n',
    size,
  );
}
