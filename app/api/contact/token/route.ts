import { otherMethods, route } from '@/lib/http/route';
import { issueFormToken } from '@/lib/contact/form-token';
import { FormToken } from '@/lib/contact/schemas';

export const GET = route(
  {
    operationId: 'issueContactFormToken',
    summary: 'Signed, short-lived token for one contact form submission',
    tags: ['Contact'],
    access: 'public',
    ipLimit: 'contact',
    responses: { 200: FormToken },
    errors: ['contact_not_configured'],
  },
  async ({ reply }) => reply(200, issueFormToken(), { headers: { 'Cache-Control': 'no-store' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
