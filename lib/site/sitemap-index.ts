// The sitemap index at /sitemap.xml (answered by proxy.ts): the site's sitemap and one per language of the emoji pages,
// which app/sitemap.ts serves at /sitemap/{id}.xml.
import { LANGS } from '@/lib/emoji/langs';

export const SITEMAP_IDS = ['site', ...LANGS] as const;

/** Where Next serves the sitemap `id` of app/sitemap.ts (generateSitemaps). */
export const sitemapPath = (id: string) => `/sitemap/${id}.xml`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapIndexXml(origin: string): string {
  const entries = SITEMAP_IDS.map((id) => `<sitemap><loc>${escapeXml(origin + sitemapPath(id))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
