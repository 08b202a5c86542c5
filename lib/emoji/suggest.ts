// suggest(): fitting emoji for a free-text query or a catalog intent, each with a rationale and a
// localized text fallback for places that cannot show emoji.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { presentationFreeKey } from './codepoints';
import { getCatalog, getLocale } from './data';
import { phrase } from './fold';
import { INTENT_CATALOG } from './intent-catalog';
import { intentById, intentEmoji } from './intents';
import { type Lang, Lang as LangSchema } from './langs';
import { shortcodeFor } from './normalize';
import { search } from './search';
import { getSearchIndex } from './search-index';
import { ref } from './view';

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
    text: locale.names[index] as string,
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

export function suggest({ query, intent, lang = 'en', limit = 8 }: SuggestInput): SuggestResult {
  const max = Math.max(1, Math.min(50, Math.floor(limit) || 1));
  const q = query?.trim() ?? '';
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
    for (const id of getSearchIndex(lang).intentPhrases.get(phrase(q)) ?? []) fromIntent(id, lang).forEach(add);
    const { byKey } = getCatalog();
    for (const hit of search(q, lang, max).hits) {
      const index = byKey.get(presentationFreeKey(hit.emoji)) as number;
      const how = hit.match.kind === 'exact' ? 'exactly' : hit.match.kind === 'typo' ? 'with one typo' : `by ${hit.match.kind}`;
      add({
        emoji: hit.emoji,
        slug: hit.slug,
        name: hit.name,
        source: 'search',
        ...(hit.match.intents?.[0] ? { intent: hit.match.intents[0] } : {}),
        rationale: `Its ${hit.match.field} matches "${hit.match.terms.join(' ')}" ${how}${hit.match.intents?.length ? ` and it serves the intent "${hit.match.intents.join('", "')}"` : ''}.`,
        fallback: fallback(index, lang),
      });
    }
  }
  return { lang, query: q || null, intent: intent ?? null, suggestions: out };
}
