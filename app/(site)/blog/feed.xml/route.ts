import { otherMethods, route } from '@/lib/http/route';
import { publicOrigin } from '@/lib/origins';
import { blogFeed } from '@/lib/blog/feed';
import { SITE_NAME } from '@/app/_components/site-header';

export const dynamic = 'force-dynamic';

export const GET = route(
  {
    operationId: 'getBlogFeed',
    summary: 'RSS 2.0 feed of the newest published blog posts',
    description:
      'The 20 newest public posts with their sanitized HTML (a post whose HTML is over 100,000 characters: its summary and a link). ' +
      'Like the blog pages it has no per-IP limit: feed readers poll it; shared caches may keep it five minutes.',
    tags: ['Blog'],
    access: 'public',
    ipLimit: null,
    responses: { 200: { description: 'The feed', content: { 'application/rss+xml': null } } },
  },
  async ({ request }) =>
    new Response(await blogFeed(publicOrigin(request), SITE_NAME), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, s-maxage=300' },
    }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
