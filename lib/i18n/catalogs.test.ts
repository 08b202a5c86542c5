// The 24 message catalogs: the English keys exactly, valid ICU with the English arguments and tags, the plural forms
// each language needs, how each was made, and the bar of issue 27 applied to the messages of each page.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@/lib/emoji/langs';
import { MAX_UNCHANGED_SHARE, unchangedStrings } from '@/tests/helpers/interface-strings';
import { CATALOGS, metaOf, type Namespace } from './catalogs';
import { clientTranslator } from './client';
import { formatDate, formatMoney, intlLocale } from './format';
import { clientMessages, translator } from './translate';

const OTHERS = LANGS.filter((lang) => lang !== 'en');

/** Every string of a catalog section by its path (`search.found`, `packages.website-starter.includes.2`). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') return found.set(prefix, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(leaf, text);
  }
  return found;
}

/** An ICU message's arguments and tags with their kinds, and its plural elements (with their branches). */
function shapeOf(elements: MessageFormatElement[], shape = new Set<string>(), plurals: Array<Set<string>> = []) {
  for (const element of elements) {
    if (element.type === TYPE.argument) shape.add(`${element.value}:argument`);
    if (element.type === TYPE.number) shape.add(`${element.value}:number:${String(element.style ?? '')}`);
    if (element.type === TYPE.tag) {
      shape.add(`<${element.value}>`);
      shapeOf(element.children, shape, plurals);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      shape.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      if (element.type === TYPE.plural) plurals.push(new Set(Object.keys(element.options)));
      for (const option of Object.values(element.options)) shapeOf(option.value, shape, plurals);
    }
  }
  return { shape: [...shape].sort(), plurals };
}

/** The plural categories whole numbers up to 1,000 fall into: what a count on this site can need. */
function integerCategories(lang: Lang): Set<string> {
  const rules = new Intl.PluralRules(intlLocale(lang));
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

/** The namespaces of interface text each public page shows (with the chrome every page has). */
const PAGES: Record<string, Namespace[]> = {
  home: ['home', 'chat'],
  explorer: ['explorer', 'search', 'grid', 'groups'],
  emoji: ['emoji', 'copy', 'platforms'],
  blog: ['blog'],
  contact: ['contact', 'calculator', 'contactForm'],
  errors: ['notFound', 'errors'],
};
const CHROME: Namespace[] = ['site', 'header', 'footer'];

const english = CATALOGS.en;

describe('message catalogs', () => {
  it('are one file per language of the project', () => {
    const files = readdirSync(path.join(process.cwd(), 'messages')).sort();
    expect(files).toEqual(LANGS.map((lang) => `${lang}.json`));
    for (const lang of LANGS) expect(metaOf(lang).lang).toBe(lang);
  });

  it.each(OTHERS)('%s has exactly the English keys, lists of the same length, no empty text', (lang) => {
    const { meta: _meta, ...own } = CATALOGS[lang];
    const { meta: _english, ...source } = english;
    const theirs = leaves(own);
    expect([...theirs.keys()]).toEqual([...leaves(source).keys()]);
    expect([...theirs.values()].filter((text) => !text.trim())).toEqual([]);
  });

  it.each(OTHERS)('%s says how it was made, and its weak texts name real keys', (lang) => {
    const meta = metaOf(lang);
    expect(meta.source).toMatch(/AI assistant/);
    expect(meta.source).toMatch(/not (yet )?reviewed by a native speaker/);
    const keys = new Set(leaves({ messages: CATALOGS[lang].messages, estimate: CATALOGS[lang].estimate }).keys());
    for (const key of Object.keys(meta.weak)) expect(keys, key).toContain(key);
  });

  it.each(LANGS)('%s: every message is valid ICU with the English arguments, tags and plural forms', (lang) => {
    const needed = integerCategories(lang);
    const allowed = new Set(new Intl.PluralRules(intlLocale(lang)).resolvedOptions().pluralCategories);
    const source = leaves(english.messages);
    for (const [key, message] of leaves(CATALOGS[lang].messages)) {
      const own = shapeOf(parse(message, { requiresOtherClause: true }));
      expect(own.shape, `${lang} ${key}`).toEqual(shapeOf(parse(source.get(key) as string)).shape);
      for (const branches of own.plurals) {
        const categories = [...branches].filter((branch) => !branch.startsWith('='));
        expect(categories.filter((category) => !allowed.has(category as Intl.LDMLPluralRule)), `${lang} ${key}: forms the language has not`).toEqual([]);
        expect([...needed].filter((category) => !branches.has(category)), `${lang} ${key}: forms the language needs`).toEqual([]);
      }
    }
  });

  it.each(OTHERS)('%s shows at most a quarter of any page’s English interface text unchanged', (lang) => {
    for (const [page, namespaces] of Object.entries(PAGES)) {
      const texts = (catalog: typeof english) => [
        ...[...CHROME, ...namespaces].flatMap((namespace) => [...leaves(catalog.messages[namespace]).values()]),
        ...(page === 'contact' ? leaves(catalog.estimate).values() : []),
      ];
      const result = unchangedStrings(texts(english), texts(CATALOGS[lang]));
      expect(result.share, `${page}: ${result.unchanged.join(' | ')}`).toBeLessThanOrEqual(MAX_UNCHANGED_SHARE);
    }
  });
});

describe('translators', () => {
  it('format plurals and numbers by the language’s rules', () => {
    const found = (lang: Lang, total: number) => translator(lang, 'search')('found', { total, query: 'x' });
    expect(found('de', 1234)).toBe('1.234 Emojis für „x“ gefunden.');
    expect(found('de', 1)).toBe('1 Emoji für „x“ gefunden.');
    expect(found('en', 1234)).toBe('1,234 emoji found for “x”.');
    const retry = (seconds: number) => translator('pl', 'contactForm')('errorRate', { seconds }).replace(/\d+/, '#');
    expect(new Set([1, 2, 5, 22, 25].map(retry)).size).toBe(3);
    expect(retry(22)).toBe(retry(2));
    expect(translator('de', 'calculator')('vat', { rate: 0.19 })).toBe('USt. (19\u00a0%)');
    expect(formatMoney('de', 123450)).toBe('1.234,50\u00a0€');
    expect(formatMoney('en', 123450)).toBe('€1,234.50');
    expect(formatDate('de', '2026-03-05T23:30:00Z')).toBe('5. März 2026');
    expect(formatDate('en', '2026-03-05T23:30:00Z')).toBe('5 March 2026');
    expect(formatDate('pt', '2026-03-05T23:30:00Z')).toBe('5 de março de 2026');
  });

  it('renders rich messages with the caller’s elements', () => {
    const nodes = translator('en', 'notFound').rich('searchOrBrowse', { search: (chunks) => `[${chunks.join('')}]`, browse: (chunks) => `(${chunks.join('')})` });
    expect(JSON.stringify(nodes)).toContain('[Search the explorer]');
  });

  it.each(LANGS)('%s: a client component formats the compiled messages as the server does', (lang) => {
    const t = clientTranslator(lang, clientMessages(lang, 'search'));
    const values = { total: 3, shown: 2, query: 'x', count: 5, from: 61, to: 120 };
    for (const key of Object.keys(english.messages.search) as Array<keyof typeof english.messages.search>) {
      expect(t(key, values)).toBe(translator(lang, 'search')(key, values));
    }
  });

  it('hands client components plain data only (React refuses null-prototype objects as props)', () => {
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      if (!Array.isArray(value)) prototypes.add(Object.getPrototypeOf(value));
      Object.values(value).forEach(walk);
    };
    for (const lang of LANGS) walk(clientMessages(lang, 'search'));
    expect([...prototypes]).toEqual([Object.prototype]);
  });
});
