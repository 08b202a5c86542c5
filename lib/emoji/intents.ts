// The intent catalog, localized: each intent's emoji and its search terms in one language (English developer
// aliases, plus the terms curated for that language in data/intents and the CLDR name of the intent's first emoji).
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { INTENT_CATALOG, type IntentDefinition } from './intent-catalog';
import { type Lang, Lang as LangSchema } from './langs';
import { ref } from './view';

const EmojiRef = z.object({ emoji: z.string(), slug: z.string(), name: z.string() });

export const Intent = z.object({
  id: z.string(),
  description: z.string(),
  emoji: z.array(EmojiRef),
  aliases: z.array(z.string()).describe('English developer vocabulary, searched in every language'),
  terms: z.array(z.string()).describe('Terms people write in `lang` (curated, data/intents), with the CLDR name of the first emoji'),
  termsLang: LangSchema.describe('`en` when the language has neither curated terms nor a CLDR entry for the intent, so English stands in'),
});
export type Intent = z.infer<typeof Intent>;

export const IntentCatalog = z.object({ lang: LangSchema, count: z.number().int(), intents: z.array(Intent) });
export type IntentCatalog = z.infer<typeof IntentCatalog>;

export function intentEmoji(definition: IntentDefinition): number[] {
  const { byKey } = getCatalog();
  return definition.emoji.flatMap((glyph) => {
    const index = byKey.get(presentationFreeKey(glyph));
    return index === undefined ? [] : [index];
  });
}

function localize(definition: IntentDefinition, lang: Lang): Intent {
  const terms = getLocale(lang).intents[definition.id];
  return {
    id: definition.id,
    description: definition.description,
    emoji: intentEmoji(definition).map((i) => ref(i, lang)),
    aliases: definition.aliases,
    terms: terms?.terms ?? [],
    termsLang: terms?.fallback ? 'en' : lang,
  };
}

export function intents(lang: Lang = 'en'): IntentCatalog {
  return { lang, count: INTENT_CATALOG.length, intents: INTENT_CATALOG.map((d) => localize(d, lang)) };
}

export function intentById(id: string, lang: Lang = 'en'): Intent {
  const definition = INTENT_CATALOG.find((d) => d.id === id);
  if (!definition) {
    throw new ApiError('invalid_payload', `Unknown intent "${id.slice(0, 40)}".`, {
      details: [{ path: 'intent', message: 'Not in the intent catalog' }],
      extra: { allowed: INTENT_CATALOG.map((d) => d.id) },
    });
  }
  return localize(definition, lang);
}
