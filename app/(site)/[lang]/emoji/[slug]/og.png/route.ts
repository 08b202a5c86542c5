// The emoji page's Open Graph image (lib/site/emoji-card.ts), one per emoji and language. The page names it with the
// current `v`, so caches may keep that answer for a year; at any other `v` (an older page) for a day.
import { z } from 'zod';
import { SITE_NAME } from '@/app/_components/site-header';
import { Lang } from '@/lib/emoji/langs';
import { otherMethods, route } from '@/lib/http/route';
import { drawEmojiCard } from '@/lib/site/emoji-card';
import { cardVersion } from '@/lib/site/emoji-card-path';

export const dynamic = 'force-dynamic';

const CURRENT = 'public, max-age=31536000, immutable';
const OTHER = 'public, max-age=86400';

export const GET = route(
  {
    operationId: 'emojiCardImage',
    summary: "An emoji page's Open Graph image",
    description:
      'A 1200x630 PNG: the emoji as OpenMoji draws it (CC BY-SA 4.0, credited in the image) and its name in `lang`. ' +
      'The emoji page names it in `og:image` with the current `v`, which changes with the emoji data.',
    tags: ['Emoji website'],
    access: 'public',
    ipLimit: 'emojiWebsite',
    limitFailure: 'open',
    // Not lib/emoji/requests.ts's SlugParams: that module reaches the search, and with it the 35 MB language files.
    params: z.object({ slug: z.string().min(1).max(200), lang: Lang }),
    query: z.object({ v: z.string().max(64).optional().describe('The data version the page named; any other is cached for a day') }),
    responses: { 200: { description: 'The image', content: { 'image/png': null } } },
    errors: ['not_found'],
  },
  async ({ params, query }) =>
    new Response(new Uint8Array(await drawEmojiCard(params.slug, params.lang, SITE_NAME)), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': query.v === cardVersion() ? CURRENT : OTHER },
    }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
