// Website access: a paginated emoji list (optionally one group) and one emoji by slug.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { getCatalog } from './data';
import { type Lang, Lang as LangSchema } from './langs';
import { suggestionsFor } from './resolve';
import { EmojiInfo, EmojiSummary } from './schemas';
import { slugIndex } from './slug-index';
import { glyphImageAt, info, summary } from './view';

export const MAX_PAGE_SIZE = 200;

export const EmojiPage = z.object({
  lang: LangSchema,
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  groups: z.array(z.string()),
  items: z.array(EmojiSummary),
});
export type EmojiPage = z.infer<typeof EmojiPage>;

export interface ListOptions {
  lang?: Lang;
  page?: number;
  limit?: number;
  group?: string;
  skinTones?: boolean;
}

export function listEmoji({ lang = 'en', page = 1, limit = 50, group, skinTones = false }: ListOptions = {}): EmojiPage {
  const { emoji, groups: allGroups } = getCatalog();
  const groups = allGroups.filter((g) => g !== 'component');
  if (group !== undefined && !allGroups.includes(group)) {
    throw new ApiError('invalid_payload', `Unknown group "${group.slice(0, 40)}".`, {
      details: [{ path: 'group', message: `Expected one of: ${groups.join(', ')}` }],
      extra: { allowed: groups },
    });
  }
  const size = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(limit)));
  const selected = emoji.flatMap((record, i) => ((skinTones || record.baseIndex === undefined) && !record.component && (group === undefined || record.group === group) ? [i] : []));
  const pages = Math.max(1, Math.ceil(selected.length / size));
  const current = Math.max(1, Math.floor(page));
  const items = selected.slice((current - 1) * size, current * size).map((i) => summary(i, lang));
  return { lang, page: current, limit: size, total: selected.length, pages, groups, items };
}

/** The catalog index of `slug`, or not_found with the emoji its words suggest. */
export function knownSlugIndex(slug: string, lang: Lang): number {
  const index = slugIndex(slug);
  if (index === undefined) {
    throw new ApiError('not_found', `No emoji has the slug "${slug.slice(0, 80)}".`, {
      extra: { suggestions: suggestionsFor(slug.replace(/-/g, ' '), lang) },
    });
  }
  return index;
}

export function getEmoji(slug: string, lang: Lang = 'en'): EmojiInfo {
  return info(knownSlugIndex(slug, lang), lang);
}

/** Path of the colour image the website draws the emoji of `slug` with; null for an unknown slug or when no set has it. */
export function glyphImage(slug: string): string | null {
  const index = slugIndex(slug);
  return index === undefined ? null : glyphImageAt(index);
}
