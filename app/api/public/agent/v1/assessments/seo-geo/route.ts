import { otherMethods, route } from '@/lib/http/route';
import { runSeoGeoScan } from '@/lib/assessments/scan-service';
import { ScanRequest, SeoGeoScan } from '@/lib/assessments/schemas';

export const POST = route(
  {
    operationId: 'scanSeoGeo',
    summary: 'SEO and GEO scan of one public web page',
    description:
      'Classic on-page SEO and answer-readiness (GEO) as separate sections, with robots.txt rules for AI crawlers and /llms.txt (two extra requests). Uses one crawl credit; no AI.',
    tags: ['Assessments'],
    access: 'scoped',
    scope: 'assessment:seo-geo',
    clientLimit: 'scans',
    body: ScanRequest,
    responses: { 200: SeoGeoScan },
    errors: ['target_not_allowed', 'upstream_failed', 'quota_exceeded'],
  },
  async ({ body, client, reply }) => reply(200, await runSeoGeoScan(body.url, client)),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
