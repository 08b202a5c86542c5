// Absolute URLs of the site's own pages (canonical links, Open Graph, JSON-LD, the API reference's examples). A page
// the same for every visitor is rendered once for all of them, so its origin cannot come from a request: it is
// PUBLIC_BASE_URL (set it in production), else Next's own fallback for metadata, this machine and port.
import { config } from '@/lib/config';

export function siteOrigin(): string {
  return config.publicBaseUrl() ?? config.localOrigin();
}

/** A post's date as the site shows it: when the public first saw it, else when it was written. */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
