import { json, otherMethods, route } from '@/lib/http/route';
import { exportCsv, ExportJson, exportJson } from '@/lib/emoji';
import { ExportQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiExport',
    summary: 'Locale terms of every emoji for toolchains, as JSON or CSV (RFC 4180)',
    tags: ['Emoji'],
    access: 'scoped',
    scope: 'emoji:read',
    description: 'With format=csv the 200 answer is text/csv (RFC 4180, UTF-8, CRLF, header row) with the same rows.',
    query: ExportQuery,
    responses: {
      200: {
        description: 'The rows as JSON (format=json) or CSV (format=csv).',
        content: { 'application/json': ExportJson, 'text/csv': null },
      },
    },
  },
  async ({ query }) => {
    if (query.format === 'json') return json(exportJson(query.lang));
    return new Response(exportCsv(query.lang), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="emoji-${query.lang}.csv"`,
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
