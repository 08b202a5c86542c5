import { otherMethods, route } from '@/lib/http/route';
import { lint, LintResult } from '@/lib/emoji';
import { LintBody } from '@/lib/emoji/requests';

export const POST = route(
  {
    operationId: 'emojiLint',
    summary: 'Check a text for emoji format, accessibility and context problems',
    tags: ['Emoji'],
    access: 'scoped',
    scope: 'emoji:lint',
    body: LintBody,
    responses: { 200: LintResult },
    errors: ['payload_too_large'],
  },
  async ({ body, reply }) => reply(200, lint(body.text, body.lang, body.context)),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
