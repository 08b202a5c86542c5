// Post Markdown to HTML that is safe to put in a page: posts arrive from integrators and the AI generator, so the
// rendered HTML passes an allowlist (no script, no event handler, no style, only http(s)/mailto links and images).
// markdown-it parses in time linear in the input and stops nesting at MAX_NESTING levels (marked was quadratic on
// runs like `_a_a…` and overflowed the stack on `>>>…`: docs/decisions/blog-media.md); rendering never throws.
import MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { logWarning } from '@/lib/log';
import { nestsDeeperThan } from './html-depth';

/**
 * Blocks and inline spans nested deeper than this are cut (the rest of that block is dropped), as in markdown-it's
 * CommonMark preset: enough for lists nine deep, and bracket runs (`![![…`) cost about 3x less than at its default 100.
 */
export const MAX_NESTING = 20;
/**
 * Rendered HTML nested deeper than this (emphasis runs `***…a***…`, raw `<em><em>…`) is shown as text: sanitizing it
 * costs time in the depth for every tag (lib/blog/html-depth.ts).
 */
export const MAX_HTML_DEPTH = 100;

const markdown = new MarkdownIt({ html: true, linkify: true, maxNesting: MAX_NESTING });

// GFM links bare URLs with a scheme and `www.` names, not every word that ends in a top-level domain (README.md).
markdown.linkify.set({ fuzzyLink: true });
const matchLinks = markdown.linkify.match.bind(markdown.linkify);
markdown.linkify.match = (text: string) => (matchLinks(text) ?? []).filter((link) => link.schema !== '' || /^www\./i.test(link.raw));

const TASK = /^\[([ xX])\] /;

/** GFM compatibility on the token stream: task list items as disabled checkboxes, table alignment as `align`. */
function gfmCompat(state: StateCore): void {
  const tokens: Token[] = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const style = token.attrGet('style');
    if ((token.type === 'th_open' || token.type === 'td_open') && typeof style === 'string') {
      token.attrs = [['align', style.replace('text-align:', '')]];
    }
    const inline = tokens[i + 2];
    const first = inline?.children?.[0];
    if (token.type !== 'list_item_open' || tokens[i + 1]?.type !== 'paragraph_open' || inline?.type !== 'inline' || first?.type !== 'text') continue;
    const task = TASK.exec(first.content);
    if (!task) continue;
    first.content = first.content.slice(task[0].length);
    const checkbox = new state.Token('html_inline', '', 0);
    checkbox.content = `<input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> `;
    inline.children!.unshift(checkbox);
  }
}
markdown.core.ruler.push('gfm_compat', gfmCompat);

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 's', 'sup', 'sub',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    // GFM task lists render as disabled checkboxes.
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w+-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is the one h1; a heading 1 in the body becomes a section heading.
    h1: 'h2',
    // Links in posts are the author's, not ours: no ranking credit, no window.opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    input: (tagName, attribs) =>
      attribs.type === 'checkbox' ? { tagName, attribs: { ...attribs, disabled: '' } } : { tagName: 'span', attribs: {} },
  },
  // An image whose src was removed (a javascript: or http: URL) would be an empty <img>: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!);

/** What a post shows when its Markdown cannot be rendered: its text, escaped, one paragraph per blank-line block. */
function asEscapedText(source: string): string {
  return source
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block.trim())}</p>`)
    .join('\n');
}

/** Renders post Markdown to sanitized HTML; never throws (a failure or too deep a nesting shows the source as escaped text). */
export function renderMarkdown(source: string): string {
  try {
    const html = markdown.render(source);
    if (!nestsDeeperThan(html, MAX_HTML_DEPTH)) return sanitizeHtml(html, ALLOWED);
    logWarning('Post Markdown nests too deep; it is shown as text.', { length: source.length, maxDepth: MAX_HTML_DEPTH });
  } catch (error) {
    logWarning('Post Markdown could not be rendered; it is shown as text.', { length: source.length, error: String(error) });
  }
  return asEscapedText(source);
}

/** Renders one line of trusted inline Markdown (API descriptions) to sanitized HTML without a wrapping paragraph. */
export function renderInlineMarkdown(source: string): string {
  return sanitizeHtml(markdown.renderInline(source), ALLOWED);
}

/** The text of sanitized HTML, entities decoded and whitespace collapsed. */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut at a word boundary to at most `maxLength` characters, an ellipsis marking the cut. */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // A cut that ends a word keeps it; otherwise back up to the last whole word.
  const space = text[maxLength - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${space > maxLength / 2 ? cut.slice(0, space) : cut}…`;
}

/** The plain text of rendered Markdown, whitespace collapsed, cut at a word boundary (meta descriptions, feeds). */
export function plainTextOf(source: string, maxLength = 160): string {
  return cutText(textOfHtml(renderMarkdown(source)), maxLength);
}
