// One generation from request to saved post, shared by sync requests and async jobs; and the checks that let a
// request fail fast (model, image model, storage, callback target) before any quota or tokens are spent.
import { createPost } from '@/lib/blog/create-post';
import type { Writer } from '@/lib/blog/post-writes';
import { getMediaStorage } from '@/lib/media/storage';
import { imageModel, languageModel } from '@/lib/ai/provider';
import { checkTargetUrl } from '@/lib/net/url-policy';
import { ApiError } from '@/lib/errors';
import { makeCover, writeArticle } from './article';
import { signingConfigured } from './callbacks/signing';
import type { GenerateRequest, GenerationResult } from './schemas';

export async function checkGenerationAvailable(input: GenerateRequest): Promise<void> {
  languageModel();
  if (input.generateImage) {
    imageModel();
    await getMediaStorage();
  }
  if (input.callbackUrl !== undefined) {
    if (!signingConfigured()) {
      throw new ApiError(
        'webhooks_not_configured',
        'This server sends no callbacks (WEBHOOK_SIGNING_SECRET is not set); omit callbackUrl and poll statusUrl.',
      );
    }
    checkTargetUrl(input.callbackUrl);
  }
}

const unique = (values: string[]) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];

/**
 * Generates and saves. The caller's keywords, categories and tags are kept; the model's keywords are added to
 * the caller's, its categories and tags are used only when the caller sent none.
 */
export async function generatePost(
  input: GenerateRequest,
  writer: Writer,
  beforeSave: () => Promise<void> = async () => undefined,
): Promise<GenerationResult> {
  const article = await writeArticle(input);
  const cover = input.generateImage
    ? await makeCover(article, input, writer.clientId)
    : ({ status: 'not_requested' } as const);
  await beforeSave();
  const { post } = await createPost(
    {
      title: article.title,
      slug: article.slug,
      content: article.content,
      excerpt: article.excerpt,
      keywords: unique([...input.keywords, ...article.keywords]).slice(0, 30),
      categories: input.categories ?? unique(article.categories),
      tags: input.tags ?? unique(article.tags),
      published: input.published,
      ...(input.lang !== undefined ? { lang: input.lang } : {}),
      ...(input.publishAt !== undefined ? { publishAt: input.publishAt } : {}),
      ...(cover.status === 'generated' ? { featuredMediaId: cover.mediaId } : {}),
    },
    writer,
  );
  return { post, cover };
}
