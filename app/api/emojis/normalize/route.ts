import { z } from 'zod';
import { otherMethods, route } from '@/lib/http/route';
import { NormalizedText, NormalizedValue, normalizeText, normalizeValue } from '@/lib/emoji';
import { NormalizeBody } from '@/lib/emoji/requests';

export const POST = route(
  {
    operationId: 'emojiNormalize',
    summary: 'Normalize one emoji (glyph, U+ label, name, HTML entity) or every emoji in a text',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiDeveloper',
    limitFailure: 'open',
    cors: 'open',
    body: NormalizeBody,
    responses: { 200: z.union([NormalizedValue, NormalizedText]) },
    errors: ['not_found', 'payload_too_large'],
  },
  async ({ body, reply }) =>
    reply(
      200,
      body.value !== undefined
        ? normalizeValue(body.value, body.lang, body.preset)
        : normalizeText(body.text ?? '', body.target, body.lang, body.preset),
    ),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
