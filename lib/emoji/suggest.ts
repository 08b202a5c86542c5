// suggest(): fitting emoji for a free-text query or a catalog intent, each with a rationale and a
// localized text fallback for places that cannot show emoji.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { phrase } from './fold';
import { INTENT_CATALOG } from './intent-catalog';
import { intentById, intentEmoji } from './intents';
import { type Lang, Lang as LangSchema } from './langs';
import { shortcodeFor } from './normalize';
import { type Explanation, explainText, type LooseMatch, MAX_SUGGEST_TEXT } from './meaning';
import { getSearchIndex, intentsNamed } from './search-index';
import { ref } from './view';
import type { Reading } from './word-parts';

export const Suggestion = z.object({
  emoji: z.string(),
  slug: z.string(),
  name: z.string(),
  source: z.enum(['intent', 'search']),
  intent: z.string().optional(),
  rationale: z.string(),
  fallback: z.object({
    text: z.string().describe('CLDR name in `lang` (English when `localized` is false), for places without emoji'),
    localized: z.boolean(),
    shortcode: z.string().nullable(),
    emoticon: z.string().nullable(),
  }),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestResult = z.object({
  lang: LangSchema,
  query: z.string().nullable(),
  intent: z.string().nullable(),
  suggestions: z.array(Suggestion),
});
export type SuggestResult = z.infer<typeof SuggestResult>;

export interface SuggestInput {
  query?: string;
  intent?: string;
  lang?: Lang;
  limit?: number;
}

function fallback(index: number, lang: Lang): Suggestion['fallback'] {
  const locale = getLocale(lang);
  const record = getCatalog().emoji[index];
  return {
    text: locale.names.at(index) as string,
    localized: !locale.nameFallback.has(index),
    shortcode: shortcodeFor(index),
    emoticon: record?.emoticons?.[0] ?? null,
  };
}

function fromIntent(id: string, lang: Lang): Suggestion[] {
  const intent = intentById(id, lang);
  const definition = INTENT_CATALOG.find((d) => d.id === id);
  const indexes = definition ? intentEmoji(definition) : [];
  return indexes.map((index, rank) => ({
    ...ref(index, lang),
    source: 'intent' as const,
    intent: id,
    rationale: `${rank === 0 ? 'First choice' : `Alternative ${rank}`} of the catalog intent "${id}" (${intent.description}).`,
    fallback: fallback(index, lang),
  }));
}

/** How a word the index lacks was read, naming the index word it was read as. */
const READ_AS: Record<Reading, (word: string) => string> = {
  root: (word) => `by its root "${word}"`,
  compound: (word) => `by its compound part "${word}"`,
  'first-part': (word) => `by its first part "${word}"`,
  'short-stem': (word) => `as "${word}", a word of the same stem`,
};

/** How a term word (shown as `name`) relates to the text word that matched it in another form. */
const RELATED: Record<LooseMatch['how'], (match: LooseMatch, name: string) => string> = {
  stem: ({ by }, name) => `${name} shares its stem with "${by}"`,
  root: ({ by }, name) => `${name} shares its root with "${by}"`,
  compound: ({ word, by, part }, name) => (word === part ? `${name} is part of "${by}"` : `${name} shares its stem with "${part}", part of "${by}"`),
  'first-part': ({ word, by, part }, name) =>
    word === part ? `${name} is the first part of "${by}"` : `${name} shares its stem with "${part}", the first part of "${by}"`,
  'short-stem': ({ by }, name) => `${name} is read for "${by}", a word of the same short stem`,
};

/** Whole only when every word of the term is in the text as written; otherwise how the others matched. */
function termMatch({ term, matched, of, loose }: NonNullable<Explanation['intent']>): string {
  const [single] = loose;
  if (of === 1 && single) return `the term ${RELATED[single.how](single, `"${term}"`)}`;
  const count = matched === of && loose.length === 0 ? 'whole' : `${matched} of its ${of} words`;
  const how = loose.map((match) => RELATED[match.how](match, `"${match.word}"`)).join(', ');
  return `the term "${term}" matches ${count}${how ? ` (${how})` : ''}`;
}

function rationale(found: Explanation, lang: Lang): string {
  const parts: string[] = [];
  if (found.intent) {
    const description = intentById(found.intent.id, lang).description;
    parts.push(`It serves the intent "${found.intent.id}" (${description}): ${termMatch(found.intent)}`);
  }
  if (found.words.length > 0) {
    const how = found.kind === 'exact' ? '' : ` (${found.part ? READ_AS[found.part.reading](found.part.word) : found.kind === 'typo' ? 'with one typo' : `by ${found.kind}`})`;
    parts.push(`its ${found.field} matches "${found.words.join(' ')}"${how}`);
  }
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function suggest({ query, intent, lang = 'en', limit = 8 }: SuggestInput): SuggestResult {
  const max = Math.max(1, Math.min(50, Math.floor(limit) || 1));
  const q = query?.slice(0, MAX_SUGGEST_TEXT).trim() ?? '';
  if (!q && !intent) {
    throw new ApiError('invalid_payload', 'Give a query or an intent.', { details: [{ path: 'query', message: 'query or intent is required' }] });
  }
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (s: Suggestion) => {
    if (seen.has(s.slug) || out.length >= max) return;
    seen.add(s.slug);
    out.push(s);
  };
  if (intent) fromIntent(intent, lang).forEach(add);
  if (q) {
    // A query that is exactly an intent's id, alias or term gets those intents' emoji first, taken in turns: each
    // intent's first choice, then each one's second, so the first intent in the catalog does not fill the list.
    const named = intentsNamed(getSearchIndex(lang), phrase(q)).map((id) => fromIntent(id, lang));
    for (let rank = 0; named.some((list) => rank < list.length); rank++) for (const list of named) {
      const next = list[rank];
      if (next) add(next);
    }
    for (const found of explainText(q, lang, max + out.length)) {
      add({
        ...ref(found.index, lang),
        source: found.intent ? 'intent' : 'search',
        ...(found.intent ? { intent: found.intent.id } : {}),
        rationale: rationale(found, lang),
        fallback: fallback(found.index, lang),
      });
    }
  }
  return { lang, query: q || null, intent: intent ?? null, suggestions: out };
}
