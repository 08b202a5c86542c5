// robots.txt: everything a visitor sees may be crawled; the API is for programs, not search results.
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { publicOriginOf } from '@/lib/origins';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = publicOriginOf(await headers()) ?? '';
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
