// Indexing directives from `<meta name="robots|googlebot">` and the X-Robots-Tag header, read the way search
// engines do: comma-separated, case-insensitive, optionally scoped to one user agent in the header form.
import type { Page } from './page';
import { normalizeSpace } from './page';

export interface Directive {
  source: string;
  value: string;
}

const BOT_SPECIFIC = /^\s*([a-z0-9_-]+)\s*:\s*(.*)$/i;
const KNOWN_DIRECTIVE = /^(all|none|noindex|nofollow|nosnippet|noarchive|notranslate|noimageindex|unavailable_after|max-snippet|max-image-preview|max-video-preview|indexifembedded)$/i;

/** Every directive that applies to general crawlers and to Googlebot, with where it came from. */
export function robotsDirectives(page: Page): Directive[] {
  const out: Directive[] = [];
  page.$('meta[name]').each((_, el) => {
    const name = (page.$(el).attr('name') ?? '').trim().toLowerCase();
    if (name !== 'robots' && name !== 'googlebot') return;
    for (const value of splitDirectives(page.$(el).attr('content') ?? '')) {
      out.push({ source: `meta[name="${name}"]`, value });
    }
  });
  const header = page.fetched.headers.get('x-robots-tag');
  // "googlebot: nofollow, otherbot: noindex": an agent prefix scopes the directives after it, until the next prefix.
  let agent: string | null = null;
  for (const token of splitDirectives(header ?? '')) {
    const scoped = BOT_SPECIFIC.exec(token);
    let value = token;
    if (scoped?.[1] && !KNOWN_DIRECTIVE.test(scoped[1])) {
      agent = scoped[1].toLowerCase();
      value = normalizeSpace(scoped[2] ?? '').toLowerCase();
    }
    if (value && (agent === null || agent === 'googlebot')) out.push({ source: 'X-Robots-Tag', value });
  }
  return out;
}

function splitDirectives(content: string): string[] {
  return content
    .split(',')
    .map((value) => normalizeSpace(value).toLowerCase())
    .filter(Boolean);
}

export function hasDirective(directives: Directive[], name: string): Directive | undefined {
  return directives.find((d) => d.value === name || (d.value === 'none' && (name === 'noindex' || name === 'nofollow')));
}

/** The most restrictive `max-snippet:N` (0 forbids snippets, -1 means no limit). */
export function maxSnippet(directives: Directive[]): { directive: Directive; limit: number } | undefined {
  const found = directives.flatMap((directive) => {
    const match = /^max-snippet\s*:\s*(-?\d+)$/.exec(directive.value);
    return match ? [{ directive, limit: Number(match[1]) }] : [];
  });
  const restricted = found.filter((entry) => entry.limit >= 0).sort((a, b) => a.limit - b.limit);
  return restricted[0] ?? found[0];
}
