import { GenerateRequest, GenerationResponse, JobAccepted } from '@/lib/generation/schemas';
import { requestGeneration } from '@/lib/generation/service';
import { publicOrigin } from '@/lib/origins';
import { otherMethods, route } from '@/lib/http/route';

export const maxDuration = 300;

export const POST = route(
  {
    operationId: 'generateBlogPost',
    summary: 'Generate a blog article with AI and save it as a post',
    description:
      '`mode: "sync"` (default) answers 201 with the saved post once it is written. `mode: "async"` answers 202 with a job; poll `statusUrl` or pass `callbackUrl` for a signed callback (docs/webhooks.md). Each call counts against the daily cap of database clients (`PUBLIC_API_BLOG_GENERATE_DAILY_CAP`, default 50).',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:generate',
    clientLimit: 'blogGenerate',
    body: GenerateRequest,
    responses: { 201: GenerationResponse, 202: JobAccepted },
    errors: ['quota_exceeded', 'target_not_allowed', 'ai_unavailable', 'storage_not_configured', 'webhooks_not_configured', 'conflict', 'upstream_failed'],
  },
  async ({ body, client, request, requestId, reply }) => {
    const outcome = await requestGeneration(body, client, requestId);
    if (outcome.mode === 'sync') {
      return reply(201, { success: true, mode: 'sync', ...outcome.result });
    }
    const statusUrl = new URL(outcome.job.statusUrl, publicOrigin(request)).href;
    return reply(
      202,
      { success: true, mode: 'async', job: { ...outcome.job, statusUrl }, statusUrl },
      { headers: { Location: statusUrl } },
    );
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
