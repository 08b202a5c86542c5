import { otherMethods, route } from '@/lib/http/route';
import { runWebsiteAudit } from '@/lib/assessments/scan-service';
import { ScanRequest, WebsiteAudit } from '@/lib/assessments/schemas';

export const POST = route(
  {
    operationId: 'auditWebsite',
    summary: 'Audit one public web page',
    description:
      'Fetches one https page through the fetch guard and reports evidenced findings on HTML, headings, links, images and structure. Uses one crawl credit; no AI.',
    tags: ['Assessments'],
    access: 'scoped',
    scope: 'assessment:website',
    clientLimit: 'scans',
    body: ScanRequest,
    responses: { 200: WebsiteAudit },
    errors: ['target_not_allowed', 'upstream_failed', 'quota_exceeded'],
  },
  async ({ body, client, reply }) => reply(200, await runWebsiteAudit(body.url, client)),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
