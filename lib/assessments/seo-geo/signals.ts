// Author and date signals, from every place a crawler reads them: meta tags, rel=author, microdata, <time> and
// JSON-LD. Only what is present in the served HTML counts.
import { type Page, selectorOf, shorten, textOf } from '../page';
import { ARTICLE_TYPES, type TypedItem, isObject } from './structured-data';

export interface Signal {
  source: string;
  value: string;
}

export function authorSignals(page: Page, items: TypedItem[]): Signal[] {
  const { $ } = page;
  const signals: Signal[] = [];
  const meta = ($('meta[name="author" i]').attr('content') ?? '').trim();
  if (meta) signals.push({ source: 'meta[name="author"]', value: meta });
  const articleAuthor = ($('meta[property="article:author"]').attr('content') ?? '').trim();
  if (articleAuthor) signals.push({ source: 'meta[property="article:author"]', value: articleAuthor });
  for (const el of $('a[rel~="author"], link[rel~="author"], [itemprop~="author"], [rel~="author"]').toArray().slice(0, 3)) {
    const value = textOf($, el) || $(el).attr('href') || $(el).attr('content') || '';
    if (value) signals.push({ source: selectorOf(el), value: shorten(value, 80) });
  }
  // Visible bylines marked only by class name: weaker than markup, but what many CMS themes emit.
  const byline = $('[class~="author"], [class~="byline"]').toArray().find((el) => textOf($, el));
  if (byline) signals.push({ source: selectorOf(byline), value: shorten(textOf($, byline), 80) });
  for (const entry of items) {
    if (!entry.types.some((t) => ARTICLE_TYPES.includes(t))) continue;
    const authors = [entry.item.author].flat().filter(Boolean);
    for (const author of authors) {
      const name = typeof author === 'string' ? author : isObject(author) && typeof author.name === 'string' ? author.name : '';
      if (name) signals.push({ source: `JSON-LD block ${entry.block} author`, value: name });
    }
  }
  return signals;
}

export function dateSignals(page: Page, items: TypedItem[]): Signal[] {
  const { $ } = page;
  const signals: Signal[] = [];
  for (const name of ['article:published_time', 'article:modified_time', 'og:updated_time']) {
    const value = ($(`meta[property="${name}"]`).attr('content') ?? '').trim();
    if (value) signals.push({ source: `meta[property="${name}"]`, value });
  }
  for (const el of $('[itemprop~="datePublished"], [itemprop~="dateModified"]').toArray().slice(0, 2)) {
    const value = $(el).attr('content') ?? $(el).attr('datetime') ?? textOf($, el);
    if (value) signals.push({ source: `[itemprop="${$(el).attr('itemprop')}"]`, value });
  }
  const time = $('time[datetime]').first();
  if (time.length > 0) signals.push({ source: selectorOf(time.get(0)!), value: time.attr('datetime') ?? '' });
  for (const entry of items) {
    for (const key of ['datePublished', 'dateModified'] as const) {
      const value = entry.item[key];
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) signals.push({ source: `JSON-LD block ${entry.block} ${key}`, value });
    }
  }
  return signals;
}
