// A post's content rendered once per write and stored beside it, so that no view parses Markdown: the sanitized HTML
// and the start of its plain text. Rows written before these columns, or by an older renderer, are rendered on their
// first read and stored then.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { renderMarkdown, textOfHtml } from './markdown';

/** Raise when the renderer's output changes (parser, options, sanitize allowlist): stored HTML is then re-rendered. */
export const RENDER_VERSION = 1;
/** Plain text kept per post: more than any description or excerpt cut from it (cutText needs maxLength + 1). */
const TEXT_PREFIX = 1000;

export interface RenderedContent {
  contentHtml: string;
  contentText: string;
  renderVersion: number;
}

/** The stored columns for `content`. */
export function renderContent(content: string): RenderedContent {
  const contentHtml = renderMarkdown(content);
  return { contentHtml, contentText: textOfHtml(contentHtml).slice(0, TEXT_PREFIX), renderVersion: RENDER_VERSION };
}

interface StoredRendering {
  id: string;
  updatedAt: Date;
  contentHtml: string | null;
  contentText: string | null;
  renderVersion: number | null;
}

/**
 * The rows with their rendering: a missing or stale one is rendered from the content and stored, unless the post was
 * written meanwhile (that write stored its own).
 */
export async function withRendering<T extends StoredRendering>(rows: T[]): Promise<(T & { contentHtml: string; contentText: string })[]> {
  const db = await getDb();
  return Promise.all(
    rows.map(async (row) => {
      if (row.renderVersion === RENDER_VERSION && row.contentHtml !== null && row.contentText !== null) {
        return { ...row, contentHtml: row.contentHtml, contentText: row.contentText };
      }
      const [source] = await db.select({ content: blogPosts.content }).from(blogPosts).where(eq(blogPosts.id, row.id));
      const rendered = renderContent(source?.content ?? '');
      await db.update(blogPosts).set(rendered).where(and(eq(blogPosts.id, row.id), eq(blogPosts.updatedAt, row.updatedAt)));
      return { ...row, ...rendered };
    }),
  );
}
