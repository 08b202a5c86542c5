// The emoji tools the hosted MCP endpoint offers; each mirrors one emoji HTTP route and takes `lang`.
import { z } from 'zod';
import {
  compare,
  Comparison,
  Lang,
  lint,
  LINT_CONTEXTS,
  LintResult,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  MAX_TEXT_LENGTH,
  NormalizedText,
  NormalizedValue,
  normalizeText,
  normalizeValue,
  resolve,
  ResolveResult,
  search,
  SearchResult,
  suggest,
  SuggestResult,
} from '@/lib/emoji';
import { CompareQuery, NormalizeBody, ResolveQuery, SuggestBody } from '@/lib/emoji/requests';
import { defineTool, type EmojiTool } from './tool';

const lang = Lang.default('en').describe('Language of names and keywords (one of the 24 EU language codes)');

export const resolveTool = defineTool({
  name: 'emoji_resolve',
  title: 'Resolve an emoji',
  description:
    'Resolve a glyph, code point notation (U+1F44D, 1F44D, &#x1F44D;), shortcode (:+1:), slug (thumbs-up), emoticon ' +
    'or exact name to one canonical emoji with its localized name, keywords, code points, HTML entity, shortcodes, ' +
    'skin-tone variants and qualification forms. Unknown input is a tool error with suggestions.',
  input: ResolveQuery,
  output: ResolveResult,
  run: ({ value, lang, preset }) => resolve(value, lang, { preset }),
});

export const searchTool = defineTool({
  name: 'emoji_search',
  title: 'Search emoji',
  description:
    'Ranked search over localized CLDR names, keywords, shortcodes, tags and developer intents (e.g. "deploy", ' +
    '"bugfix"); tolerates one typo per word.',
  input: z.object({
    query: z.string().min(1).max(MAX_QUERY_LENGTH).describe('Words to search for'),
    lang,
    limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(10).describe('Hits to return'),
  }),
  output: SearchResult,
  run: ({ query, lang, limit }) => search(query, lang, limit),
});

export const compareTool = defineTool({
  name: 'emoji_compare_platforms',
  title: 'Compare an emoji across platforms',
  description:
    'For one emoji (any notation emoji_resolve accepts): image availability per platform (Apple, Google, Microsoft, ' +
    'Samsung, Twitter/X, Facebook), when it was introduced, its default presentation, what systems without it show ' +
    'instead, and where the datasets disagree on names and categories.',
  input: CompareQuery,
  output: Comparison,
  run: ({ value, lang }) => compare(value, lang),
});

export const lintTool = defineTool({
  name: 'emoji_lint',
  title: 'Lint emoji use in a text',
  description:
    'Check a text for mixed emoji formats (glyphs, shortcodes, entities), unqualified or invalid sequences, missing ' +
    'accessibility fallbacks and emoji that do not fit the target context; each finding has exact positions and, ' +
    'where safe, a fix.',
  input: z.object({
    text: z.string().max(MAX_TEXT_LENGTH).describe('The text to check'),
    context: z.enum(LINT_CONTEXTS).default('general').describe('Where the text is going'),
    lang,
  }),
  output: LintResult,
  run: ({ text, context, lang }) => lint(text, lang, context),
});

export const suggestTool = defineTool({
  name: 'emoji_suggest',
  title: 'Suggest emoji',
  description:
    'Fitting emoji for a free-text query or a catalog intent id (e.g. "deploy", "bugfix", "celebrate"), each with a ' +
    'rationale and a localized text fallback (name, shortcode, emoticon). Give `query`, `intent` or both.',
  input: SuggestBody,
  output: SuggestResult,
  run: ({ query, intent, lang, limit }) => suggest({ query, intent, lang, limit }),
});

export const normalizeTool = defineTool({
  name: 'emoji_normalize',
  title: 'Normalize an emoji or a text',
  description:
    'Give `value` (one emoji in any notation) to get its fully-qualified glyph, U+ label, name, HTML entity and ' +
    'shortcode, answered under `value`; or give `text` to rewrite every emoji, shortcode and emoji entity in it to ' +
    '`target` (glyph, shortcode or entity), answered under `text` with each replacement and its position.',
  input: NormalizeBody,
  output: z.object({
    value: NormalizedValue.optional().describe('The answer when `value` was given'),
    text: NormalizedText.optional().describe('The answer when `text` was given'),
  }),
  run: ({ value, text, target, preset, lang }) =>
    value !== undefined ? { value: normalizeValue(value, lang, preset) } : { text: normalizeText(text ?? '', target, lang, preset) },
});

export const EMOJI_TOOLS: EmojiTool[] = [resolveTool, searchTool, compareTool, normalizeTool, lintTool, suggestTool] as unknown as EmojiTool[];
