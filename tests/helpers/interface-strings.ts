// The bar of issue 27 for one page in one language: at most a quarter of the English page's visible interface strings
// may appear on it unchanged, names, loanwords and content aside. Works on a full document from `next start` as well
// as on a page component rendered to markup, and on the message catalogs themselves (strings of several namespaces).
import * as cheerio from 'cheerio';
import { LANGUAGE_NAMES } from '@/lib/site/languages';

/** The share of English interface strings a page in another language may show unchanged. */
export const MAX_UNCHANGED_SHARE = 0.25;

/**
 * Words that stay as they are in every language, so a string made only of them (and numbers or punctuation) is no
 * interface text to translate: names of standards, datasets, tools, platforms and the site, the calculator's package
 * names (product names), and loanwords the 23 languages use as they are. Compared case-insensitively.
 */
const NAMES_AND_LOANWORDS = [
  // standards, datasets, formats and tools
  'Unicode', 'CLDR', 'emojibase', 'emoji-datasource', 'gemoji', 'OpenAPI', 'API', 'MCP', 'HTTP', 'HTML', 'JSON-LD',
  'Schema.org', 'WCAG', 'AA', 'SEO', 'GEO', 'CRM', 'URL', 'URLs', 'hreflang', 'robots.txt', 'llms.txt', 'RSS', 'curl',
  'U+FE0F', 'github', 'slack', 'discord', 'iamcal', 'joypixels', 'emojione', 'local',
  // platforms and their emoji sets
  'Apple', 'Google', 'Microsoft', 'Samsung', 'Twitter/X', 'Twemoji', 'Facebook', 'Noto', 'Fluent', 'OpenMoji',
  // the site and its command line client
  'Emoji Intelligence', 'Emoji', 'Intelligence', 'emoji-intelligence',
  // the project calculator's package names
  'Starter', 'Business', 'Premium', 'Audit', 'Workshop', 'Pilot', 'Rollout',
  // loanwords kept as they are across the EU languages
  'Blog', 'Website', 'Emoticons', 'Shortcodes', 'Smileys', 'Chat',
  // the languages' own names
  ...Object.values(LANGUAGE_NAMES),
];
const ASIDE = new Set(NAMES_AND_LOANWORDS.map((word) => word.toLowerCase()));

/** Simple ICU arguments (`{name}`, `{count, number}`) and tags of a raw message; plural branches keep their words. */
const ICU_ARGUMENT = /\{\s*\w+\s*(?:,\s*\w+\s*){0,2}\}|<\/?\w+>/g;

/** Whether a string is no interface text to translate: no letters, or only names and loanwords. */
export function isAside(text: string): boolean {
  const words = text.replace(ICU_ARGUMENT, ' ').match(/\p{L}[\p{L}\p{M}\p{N}._/+-]*/gu) ?? [];
  const whole = text.replace(ICU_ARGUMENT, ' ').trim().toLowerCase();
  return ASIDE.has(whole) || words.every((word) => ASIDE.has(word.replace(/[._-]+$/, '').toLowerCase()));
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Attributes whose text a person reads or hears. */
const ANNOUNCED = ['aria-label', 'alt', 'title', 'placeholder'];

/**
 * The visible and announced strings of a page (text, announced attributes, the document's title, description and
 * Open Graph texts), notations in `code` aside. With `markedContent: false`, elements below `<html>` that carry a
 * `lang` of their own are left out: on the English page they hold content (emoji names, keywords, other languages'
 * names), not interface.
 */
export function pageStrings(html: string, { markedContent = true }: { markedContent?: boolean } = {}): string[] {
  const $ = cheerio.load(html);
  $('script, style, template, code, kbd, samp').remove();
  if (!markedContent) $('body [lang]').remove();
  const strings: string[] = [];
  $('title').each((_, element) => void strings.push($(element).text()));
  $('meta[name="description"], meta[property="og:title"], meta[property="og:description"]').each((_, element) => {
    strings.push($(element).attr('content') ?? '');
  });
  $('body, body *').each((_, element) => {
    for (const attribute of ANNOUNCED) {
      const value = $(element).attr(attribute);
      if (value) strings.push(value);
    }
    if (element.tagName === 'input' && ['submit', 'button'].includes($(element).attr('type') ?? '')) strings.push($(element).attr('value') ?? '');
    for (const child of element.children) if (child.type === 'text') strings.push(child.data);
  });
  return [...new Set(strings.map(squeeze).filter(Boolean))];
}

export interface Unchanged {
  share: number;
  /** English interface strings counted (names and loanwords aside). */
  total: number;
  unchanged: string[];
}

/** Which of the English strings (names and loanwords aside) the other language shows as they are. */
export function unchangedStrings(english: string[], other: string[]): Unchanged {
  const counted = [...new Set(english.map(squeeze))].filter((text) => text && !isAside(text));
  const shown = new Set(other.map(squeeze));
  const unchanged = counted.filter((text) => shown.has(text));
  return { share: counted.length ? unchanged.length / counted.length : 0, total: counted.length, unchanged };
}

/**
 * The bar for one page: the English page's interface strings (its lang-marked content aside) against everything the
 * other language's page shows, marked or not: English text marked `lang="en"` is still English on that page.
 */
export function unchangedOnPage(englishHtml: string, otherHtml: string): Unchanged {
  return unchangedStrings(pageStrings(englishHtml, { markedContent: false }), pageStrings(otherHtml));
}
