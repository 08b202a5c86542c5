// Absolute URLs of the site's own pages (canonical links, Open Graph, JSON-LD, the feed), from the same public origin
// the API uses (PUBLIC_BASE_URL, else what the deployment's proxy or the Host header says).
import { headers } from 'next/headers';
import { publicOrigin } from '@/lib/http/origin';

export async function siteOrigin(): Promise<string> {
  return publicOrigin(new Request('http://localhost/', { headers: await headers() }));
}

/** A post's date as the site shows it: when the public first saw it, else when it was written. */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
