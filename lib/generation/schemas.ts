// Shapes of AI blog generation: the request (spec section 2), the article the model must return (validated by zod),
// what a sync call answers, and the job an async call creates.
import { z } from 'zod';
import { HttpsUrl, Post, PublishAt } from '@/lib/blog/schemas';
import { Lang } from '@/lib/emoji/langs';
import { storedText } from '@/lib/stored-text';

const Terms = (max: number) => z.array(storedText().trim().min(1).max(100)).max(max);

export const GenerateRequest = z
  .object({
    topic: storedText().trim().min(3).max(500).describe('Subject of the article'),
    keywords: Terms(20).default([]).describe('Keywords the article should cover; also stored on the post'),
    lang: Lang.optional().describe("The language to write in (one of the 24), stored as the post's lang; without it the language of the topic, stored as en"),
    generateImage: z.boolean().default(false).describe('Also generate a cover image (stored as media)'),
    imageStyle: storedText().trim().min(1).max(100).optional().describe('A style name for the cover, e.g. "flat illustration"'),
    published: z.boolean().default(false),
    publishAt: PublishAt.optional(),
    categories: Terms(20).optional().describe("The post's categories; the model proposes them when absent"),
    tags: Terms(30).optional().describe("The post's tags; the model proposes them when absent"),
    mode: z.enum(['sync', 'async']).default('sync'),
    callbackUrl: HttpsUrl.optional().describe('Async only: receives a signed POST when the job succeeds or finally fails'),
  })
  .strict()
  .refine((input) => input.callbackUrl === undefined || input.mode === 'async', {
    message: 'callbackUrl needs mode "async"',
    path: ['callbackUrl'],
  })
  .meta({ id: 'BlogGenerateRequest' });
export type GenerateRequest = z.output<typeof GenerateRequest>;

/** What the model must produce; anything else is a failed attempt. */
export const GeneratedArticle = z.object({
  title: z.string().trim().min(1).max(300),
  slug: z.string().trim().max(200).describe('lowercase words joined by hyphens'),
  excerpt: z.string().trim().min(1).max(1000).describe('one or two sentences'),
  content: z.string().min(200).max(200_000).describe('the article body in Markdown, starting below the title'),
  keywords: z.array(z.string().trim().min(1).max(100)).max(20),
  categories: z.array(z.string().trim().min(1).max(100)).max(10),
  tags: z.array(z.string().trim().min(1).max(100)).max(20),
});
export type GeneratedArticle = z.infer<typeof GeneratedArticle>;

export const CoverOutcome = z
  .object({
    status: z.enum(['not_requested', 'generated', 'failed']),
    mediaId: z.uuid().optional(),
    url: z.string().optional(),
    error: z.string().optional().describe('Error code when the image failed (the article was saved anyway)'),
    message: z.string().optional(),
  })
  .meta({ id: 'GenerationCover' });
export type CoverOutcome = z.infer<typeof CoverOutcome>;

export interface GenerationResult {
  post: Post;
  cover: CoverOutcome;
}

export const GenerationResponse = z.object({
  success: z.literal(true),
  mode: z.literal('sync'),
  post: Post,
  cover: CoverOutcome,
});

export const JobStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);

export const GenerationJob = z
  .object({
    id: z.uuid(),
    status: JobStatus.describe('queued -> running -> succeeded | failed; a failed attempt goes back to queued until attempts run out'),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable().describe('When a queued job is due'),
    error: z.object({ code: z.string(), message: z.string() }).nullable().describe('The last failure'),
    postId: z.uuid().nullable(),
    result: z
      .object({ postId: z.uuid(), slug: z.string(), title: z.string(), postStatus: z.string(), cover: CoverOutcome })
      .nullable(),
    callbackUrl: z.string().nullable(),
    statusUrl: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'GenerationJob' });
export type GenerationJob = z.infer<typeof GenerationJob>;

export const JobAccepted = z.object({
  success: z.literal(true),
  mode: z.literal('async'),
  job: GenerationJob,
  statusUrl: z.string(),
});

export const JOBS_PATH = '/api/public/agent/v1/blog/generate/jobs';
