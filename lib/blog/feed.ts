// The blog's RSS 2.0 feed: the newest public posts with their sanitized HTML, so feed readers show what the site shows.
import { plainTextOf, renderMarkdown } from './markdown';
import { listPublicPosts } from './public-posts';

export const FEED_SIZE = 20;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** CDATA cannot contain its own terminator: split it across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** The feed document of the site `siteName` reached at `origin` (absolute links are required in RSS). */
export async function blogFeed(origin: string, siteName: string): Promise<string> {
  const { posts } = await listPublicPosts({ limit: FEED_SIZE });
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    const published = new Date(post.publishedAt ?? post.createdAt).toUTCString();
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${published}</pubDate>`,
      `<description>${escapeXml(plainTextOf(post.excerpt ?? post.content, 300))}</description>`,
      ...post.categories.map((category) => `<category>${escapeXml(category)}</category>`),
      `<content:encoded>${cdata(renderMarkdown(post.content))}</content:encoded>`,
      '</item>',
    ].join('');
  });
  const newest = posts[0] ? new Date(posts[0].publishedAt ?? posts[0].createdAt).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${escapeXml(siteName)} blog</title>`,
    `<link>${escapeXml(`${origin}/blog`)}</link>`,
    `<atom:link href="${escapeXml(`${origin}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Articles on websites, search and AI visibility, automation and emoji.</description>',
    '<language>en</language>',
    `<lastBuildDate>${newest}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
