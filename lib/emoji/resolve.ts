// resolve(): any glyph, code point notation, shortcode, emoticon, slug or exact name -> one canonical emoji.
import { ApiError } from '@/lib/errors';
import type { Preset } from './artifact';
import { presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { hasNonAscii } from './fold';
import type { Lang } from './langs';
import { lookup } from './lookup';
import type { ResolveResult } from './schemas';
import { search } from './search';
import { info, ref } from './view';

export const MAX_RESOLVE_INPUT = 1000;

export interface Suggestion {
  emoji: string;
  slug: string;
  name: string;
}

/** Emoji inside a glyph input that did not resolve (e.g. the parts of a non-RGI ZWJ sequence), then search hits. */
export function suggestionsFor(input: string, lang: Lang, max = 5): Suggestion[] {
  const { byKey } = getCatalog();
  const found: number[] = [];
  const add = (index: number | undefined) => {
    if (index !== undefined && !found.includes(index)) found.push(index);
  };
  const value = input.slice(0, MAX_RESOLVE_INPUT);
  if (hasNonAscii(value)) {
    for (const part of value.split('\u200D')) {
      add(byKey.get(presentationFreeKey(part)));
      for (const ch of part) add(byKey.get(presentationFreeKey(ch)));
    }
  }
  const words = value.replace(/[:_]+/g, ' ').trim();
  if (words) for (const hit of search(words, lang, max).hits) add(byKey.get(presentationFreeKey(hit.emoji)));
  return found.slice(0, max).map((i) => ref(i, lang));
}

export function resolve(value: string, lang: Lang = 'en', options: { preset?: Preset } = {}): ResolveResult {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError('invalid_payload', 'Give a glyph, code point, shortcode or slug to resolve.', {
      details: [{ path: 'value', message: 'Required' }],
    });
  }
  if (value.length > MAX_RESOLVE_INPUT) {
    throw new ApiError('invalid_payload', `The value is longer than ${MAX_RESOLVE_INPUT} characters.`, {
      details: [{ path: 'value', message: `At most ${MAX_RESOLVE_INPUT} characters` }],
    });
  }
  const found = lookup(value, lang, options);
  if (found) return { ...info(found.index, lang), match: found.match };
  const shown = value.trim().slice(0, 80);
  throw new ApiError('not_found', `No emoji matches "${shown}".`, { extra: { suggestions: suggestionsFor(value, lang) } });
}
