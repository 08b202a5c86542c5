// How deep an HTML parser's element stack gets on a string, cheaply: htmlparser2 (inside sanitize-html) keeps its
// stack with Array#unshift/shift, so each tag costs time in the current depth and 40,000 nested tags took 17 s.

// Elements with no end tag: they never open a level (htmlparser2's list).
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
// Elements whose start tag closes an open one of the same name (`<p>a<p>b`, `<li>a<li>b`): the depth stays.
const CLOSED_BY_ITSELF = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'rb', 'rt', 'rp']);
// A start or end tag as the parser's tokenizer reads one: a letter, the name up to space, `/` or `>`, then to `>`.
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g;

/**
 * Whether parsing `html` nests elements deeper than `limit`. It may count more levels than the parser has (it reads
 * tags inside comments and scripts, and knows fewer implied end tags), never fewer; linear in the length.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  const stack: string[] = [];
  const openCount = new Map<string, number>();
  for (const [, closing, rawName] of html.matchAll(TAG)) {
    const name = rawName!.toLowerCase();
    if (closing) {
      // An end tag closes the innermost open element of its name and every element inside it; one of a name that is
      // not open closes nothing. Each element is pushed and popped once: linear.
      if (!openCount.get(name)) continue;
      let popped: string;
      do {
        popped = stack.pop()!;
        openCount.set(popped, openCount.get(popped)! - 1);
      } while (popped !== name);
    } else if (!VOID.has(name) && !(CLOSED_BY_ITSELF.has(name) && stack.at(-1) === name)) {
      stack.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      if (stack.length > limit) return true;
    }
  }
  return false;
}
