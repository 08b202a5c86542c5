// Request shapes of the emoji routes (query strings and JSON bodies), shared by the routes, the CLI and MCP.
import { z } from 'zod';
import { PRESETS } from './artifact';
import { EXPORT_FORMATS } from './export';
import { Lang } from './langs';
import { LINT_CONTEXTS } from './lint-types';
import { MAX_PAGE_SIZE } from './browse';
import { MAX_SUGGEST_TEXT } from './meaning';
import { MAX_QUERY_LENGTH, MAX_LIMIT, MAX_OFFSET } from './search';
import { MAX_TEXT_LENGTH, NORMALIZE_TARGETS } from './normalize';
import { MAX_RESOLVE_INPUT } from './resolve';

const lang = Lang.default('en').describe('One of the 24 language codes; default en');
const flag = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

export const ResolveQuery = z.object({
  value: z.string().min(1).max(MAX_RESOLVE_INPUT).describe('Glyph, code point notation, shortcode (with or without colons), emoticon or slug'),
  lang,
  preset: z.enum(PRESETS).optional().describe('Prefer this shortcode preset when a shortcode means different emoji in different presets'),
});

export const SearchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH),
  lang,
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0).describe('Hits to skip: the next page starts at offset + limit'),
});

export const NormalizeBody = z
  .object({
    value: z.string().min(1).max(MAX_RESOLVE_INPUT).optional().describe('One emoji in any notation'),
    text: z.string().max(MAX_TEXT_LENGTH).optional().describe('A text whose emoji, shortcodes and emoji entities are rewritten'),
    target: z.enum(NORMALIZE_TARGETS).default('glyph').describe('Output format for `text`'),
    preset: z.enum(PRESETS).default('github').describe('Shortcode preset for target `shortcode` and for the `shortcode` field'),
    lang,
  })
  .refine((b) => (b.value === undefined) !== (b.text === undefined), { message: 'Give exactly one of value or text', path: ['value'] });

export const FixturesQuery = z.object({ set: z.string().max(60).optional(), lang });
export const LangQuery = z.object({ lang });
export const CompareQuery = z.object({ value: z.string().min(1).max(MAX_RESOLVE_INPUT), lang });

export const LintBody = z.object({
  text: z.string().max(MAX_TEXT_LENGTH),
  lang,
  context: z
    .enum(LINT_CONTEXTS, { error: `Expected one of: ${LINT_CONTEXTS.join(', ')}` })
    .default('general')
    .describe('The target context whose rules apply besides the general ones'),
});

export const SuggestBody = z
  .object({
    query: z.string().max(MAX_SUGGEST_TEXT).optional().describe('Free text of up to 2000 characters: a word, a phrase or a message'),
    intent: z.string().max(60).optional().describe('An id from GET /api/emojis/intents'),
    lang,
    limit: z.number().int().min(1).max(50).default(8),
  })
  .refine((b) => Boolean(b.query?.trim() || b.intent), { message: 'Give a query or an intent', path: ['query'] });

export const SuggestQuery = z
  .object({
    q: z.string().max(MAX_SUGGEST_TEXT).optional(),
    intent: z.string().max(60).optional(),
    lang,
    limit: z.coerce.number().int().min(1).max(50).default(8),
  })
  .refine((b) => Boolean(b.q?.trim() || b.intent), { message: 'Give q or intent', path: ['q'] });

export const ExportQuery = z.object({ lang, format: z.enum(EXPORT_FORMATS).default('json') });

export const ListQuery = z.object({
  lang,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  group: z.string().max(40).optional(),
  skinTones: flag.describe('Include skin-tone variants (default false)'),
});

export const SlugParams = z.object({ slug: z.string().min(1).max(200) });
