import { afterResponse } from '@/lib/http/after-response';
import { publicOrigin } from '@/lib/origins';
import { otherMethods, route } from '@/lib/http/route';
import { submitInquiry } from '@/lib/contact/inquiry';
import { ContactReceipt, ContactRequest } from '@/lib/contact/schemas';

export const POST = route(
  {
    operationId: 'submitContactInquiry',
    summary: 'Send an inquiry from the website contact form',
    description:
      'Official form only: same-origin request, a signed single-use token from GET /api/contact/token, and an empty honeypot. The calculator totals are re-computed from the catalog; the inquiry is stored, and the notification mail is attempted after the answer is sent (retried by the outbox cron).',
    tags: ['Contact'],
    access: 'public',
    ipLimit: 'contact',
    body: ContactRequest,
    responses: { 201: ContactReceipt },
    errors: ['forbidden', 'contact_not_configured'],
  },
  async ({ request, body, ip, reply }) => {
    const { receipt, notify } = await submitInquiry(body, {
      origin: request.headers.get('origin'),
      referer: request.headers.get('referer'),
      ownOrigin: publicOrigin(request),
      ip,
      userAgent: request.headers.get('user-agent'),
    });
    afterResponse('contact notification', notify);
    return reply(201, receipt);
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
