// The emoji tools the hosted MCP endpoint offers; each mirrors one emoji HTTP route and takes `lang`.
import { z } from 'zod';
import { Lang } from '@/lib/emoji/langs';
import { resolve, MAX_RESOLVE_INPUT } from '@/lib/emoji/resolve';
import { ResolveResult, SearchResult } from '@/lib/emoji/schemas';
import { MAX_LIMIT, MAX_QUERY_LENGTH, search } from '@/lib/emoji/search';
import { defineTool, type EmojiTool } from './tool';

const lang = Lang.default('en').describe('Language of names and keywords (one of the 24 EU language codes)');

export const resolveTool = defineTool({
  name: 'emoji_resolve',
  title: 'Resolve an emoji',
  description:
    'Resolve a glyph, code point notation (U+1F44D, 1F44D, &#x1F44D;), shortcode (:+1:), slug (thumbs-up), emoticon ' +
    'or exact name to one canonical emoji with its localized name, keywords, code points, HTML entity, shortcodes, ' +
    'skin-tone variants and qualification forms. Unknown input is a tool error with suggestions.',
  input: z.object({ value: z.string().min(1).max(MAX_RESOLVE_INPUT).describe('What to resolve'), lang }),
  output: ResolveResult,
  run: ({ value, lang }) => resolve(value, lang),
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
    limit: z.number().int().min(1).max(MAX_LIMIT).default(10).describe('Hits to return'),
  }),
  output: SearchResult,
  run: ({ query, lang, limit }) => search(query, lang, limit),
});

export const EMOJI_TOOLS: EmojiTool[] = [resolveTool, searchTool] as unknown as EmojiTool[];
