// Post Markdown to HTML that is safe to put in a page: posts arrive from integrators and the AI generator, so the
// rendered HTML passes an allowlist (no script, no event handler, no style, only http(s)/mailto links and images).
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

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

/** Renders post Markdown to sanitized HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, ALLOWED);
}

/** Renders one line of trusted inline Markdown (API descriptions) to sanitized HTML without a wrapping paragraph. */
export function renderInlineMarkdown(source: string): string {
  return sanitizeHtml(markdown.parseInline(source) as string, ALLOWED);
}

/** The plain text of rendered Markdown, whitespace collapsed, cut at a word boundary (meta descriptions, feeds). */
export function plainTextOf(source: string, maxLength = 160): string {
  const text = sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // A cut that ends a word keeps it; otherwise back up to the last whole word.
  const space = text[maxLength - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${space > maxLength / 2 ? cut.slice(0, space) : cut}…`;
}
