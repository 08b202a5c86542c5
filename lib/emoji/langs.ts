// The 24 EU languages the emoji engine serves; routes validate `lang` against this enum.
import { z } from 'zod';

export const LANGS = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'ga', 'hr',
  'hu', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv',
] as const;

export const Lang = z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
