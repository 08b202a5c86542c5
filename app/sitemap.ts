// The sitemaps listed by the index at /sitemap.xml (proxy.ts answers it from lib/site/sitemap.ts), rendered per
// request: posts appear once published, and the origin is the public one.
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { publicOriginOf } from '@/lib/origins';
import { sitemapEntries } from '@/lib/site/sitemap';
import { SITEMAP_IDS } from '@/lib/site/sitemap-index';

export function generateSitemaps() {
  return SITEMAP_IDS.map((id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const origin = publicOriginOf(await headers()) ?? '';
  return sitemapEntries(await props.id, origin);
}
