// The blog's RSS 2.0 feed: the newest public posts with their sanitized HTML, so feed readers show what the site shows,
// each linked at its canonical address (under the language it is written in).
// Bounded (FEED_SIZE items; a post's HTML only up to FEED_ITEM_MAX_HTML characters, else its summary and a link) and
// built from the stored renderings; the document is kept per process until one of its posts changes.
import { DEFAULT_LANG } from '@/lib/emoji/langs';
import { blogPath, postPath } from '@/lib/site/site-paths';
import { cutText, plainTextOf } from './markdown';
import { feedArticles, feedVersion, type PostCard } from './articles';

export const FEED_SIZE = 20;
/** Longer posts appear in the feed as their summary and a link: 20 posts of up to 500 k characters made 10+ MB. */
export const FEED_ITEM_MAX_HTML = 100_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** CDATA cannot contain its own terminator: split it across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const summaryOf = (post: PostCard) => (post.excerpt ? plainTextOf(post.excerpt, 300) : cutText(post.contentText, 300));

function itemOf(post: PostCard & { html: string | null }, origin: string): string {
  const link = `${origin}${postPath(post.lang, post.slug)}`;
  const summary = summaryOf(post);
  const content = post.html ?? `<p>${escapeXml(summary)}</p><p><a href="${escapeXml(link)}">Read the whole article</a></p>`;
  return [
    '<item>',
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
    `<description>${escapeXml(summary)}</description>`,
    ...post.categories.map((category) => `<category>${escapeXml(category)}</category>`),
    `<content:encoded>${cdata(content)}</content:encoded>`,
    '</item>',
  ].join('');
}

async function buildFeed(origin: string, siteName: string): Promise<string> {
  const posts = await feedArticles(FEED_SIZE, FEED_ITEM_MAX_HTML);
  const newest = posts[0] ? new Date(posts[0].publishedAt ?? posts[0].createdAt).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${escapeXml(siteName)} blog</title>`,
    `<link>${escapeXml(`${origin}${blogPath(DEFAULT_LANG)}`)}</link>`,
    `<atom:link href="${escapeXml(`${origin}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Articles on websites, search and AI visibility, automation and emoji.</description>',
    '<language>en</language>',
    `<lastBuildDate>${newest}</lastBuildDate>`,
    ...posts.map((post) => itemOf(post, origin)),
    '</channel>',
    '</rss>',
  ].join('\n');
}

// The last document built per origin and site name, with the version of its posts it was built from. A small
// query tells whether it still holds (a write, a delete, a scheduled post becoming public change the version), so
// every instance serves what the database says without building the document again.
const built = new Map<string, { version: string; xml: Promise<string> }>();

/** The feed document of the site `siteName` reached at `origin` (absolute links are required in RSS). */
export async function blogFeed(origin: string, siteName: string): Promise<string> {
  const key = `${origin}\n${siteName}`;
  const version = await feedVersion(FEED_SIZE);
  const cached = built.get(key);
  if (cached?.version === version) return cached.xml;
  const xml = buildFeed(origin, siteName);
  // A few origins at most (PUBLIC_BASE_URL, or the Host a proxy vouches for): drop the oldest beyond them.
  if (built.size >= 8 && !built.has(key)) built.delete(built.keys().next().value!);
  built.set(key, { version, xml });
  xml.catch(() => {
    if (built.get(key)?.xml === xml) built.delete(key);
  });
  return xml;
}
