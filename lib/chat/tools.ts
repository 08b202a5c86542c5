// The chat agent's tools, each a call into our own services: tasks, the project estimate, public blog posts, emoji.
// Tool failures become a small error object the model can explain; internals never reach the model or the client.
import { tool } from 'ai';
import { z } from 'zod';
import { searchPublicPosts } from '@/lib/blog/public-posts';
import { search as searchEmojiIndex } from '@/lib/emoji/search';
import { Lang } from '@/lib/emoji/langs';
import { computeEstimate, describeService, EstimateRequest, listServices } from '@/lib/estimate/estimate';
import { ApiError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { postPath } from '@/lib/site/site-paths';
import { createTask } from '@/lib/tasks/service';
import { chatCaller } from '@/lib/auth/caller';
import { TaskInput, TaskPriority } from '@/lib/tasks/schemas';
import type { ChatContact } from './schemas';

export interface ToolContext {
  contact?: ChatContact;
  requestId: string;
}

type ToolFailure = { error: string; message: string; details?: unknown };

async function guarded<T>(context: ToolContext, name: string, run: () => Promise<T> | T): Promise<T | ToolFailure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return { error: error.code, message: error.message, details: error.details };
    logError(context.requestId, `chat tool ${name}`, error);
    return { error: 'internal_error', message: 'The tool failed; tell the visitor to try again later.' };
  }
}

export function chatTools(context: ToolContext) {
  // Claimed synchronously: the model may call the tool twice in one step, and those calls run in parallel.
  let taskClaimed = false;

  return {
    createTask: tool({
      description:
        'Create an internal follow-up task for the team (callback request, offer request, problem report). At most once per answer.',
      inputSchema: z.object({
        title: z.string().min(1).max(200).describe('Short summary, e.g. "Offer request: online shop"'),
        details: z.string().max(4000).optional().describe('What the visitor wants, in their words, with relevant facts'),
        priority: TaskPriority.optional(),
        contactName: z.string().max(200).optional(),
        contactEmail: z.string().max(320).optional(),
        contactCompany: z.string().max(200).optional(),
      }),
      execute: (input) =>
        guarded(context, 'createTask', async () => {
          if (taskClaimed) return { created: false, message: 'A task was already created in this answer.' };
          taskClaimed = true;
          // Contact details sent with the request win over what the model extracted from the conversation.
          const task = await createTask(
            TaskInput.parse({
              title: input.title,
              details: input.details,
              priority: input.priority,
              contactName: context.contact?.name ?? input.contactName,
              contactEmail: context.contact?.email ?? input.contactEmail,
              contactCompany: context.contact?.company ?? input.contactCompany,
            }),
            chatCaller,
          );
          return { created: true, taskId: task.id, title: task.title, priority: task.priority, status: task.status };
        }),
    }),

    listEstimateServices: tool({
      description:
        'List the services that can be estimated; with serviceSlug, that service\'s packages, add-ons and modifiers with prices.',
      inputSchema: z.object({ serviceSlug: z.string().max(100).optional() }),
      execute: ({ serviceSlug }) =>
        guarded(context, 'listEstimateServices', () => (serviceSlug ? describeService(serviceSlug) : listServices())),
    }),

    computeEstimate: tool({
      description: 'Compute a non-binding project estimate from published prices for one service and a selection.',
      inputSchema: EstimateRequest,
      execute: (input) => guarded(context, 'computeEstimate', () => computeEstimate(input)),
    }),

    searchBlogPosts: tool({
      description: 'Search the published blog posts; returns slugs, titles and excerpts.',
      inputSchema: z.object({
        query: z.string().min(2).max(200),
        limit: z.number().int().min(1).max(10).optional(),
      }),
      execute: ({ query, limit }) =>
        guarded(context, 'searchBlogPosts', async () => ({
          posts: (await searchPublicPosts(query, limit ?? 5)).map((post) => ({ ...post, url: postPath(post.lang, post.slug) })),
        })),
    }),

    searchEmoji: tool({
      description: 'Search emoji by meaning in one of 24 EU languages; returns glyphs, names and slugs.',
      inputSchema: z.object({
        query: z.string().min(1).max(200),
        lang: Lang.optional(),
        limit: z.number().int().min(1).max(20).optional(),
      }),
      execute: ({ query, lang, limit }) =>
        guarded(context, 'searchEmoji', () => {
          const result = searchEmojiIndex(query, lang ?? 'en', limit ?? 8);
          return {
            total: result.total,
            hits: result.hits.map((hit) => ({ emoji: hit.emoji, slug: hit.slug, name: hit.name })),
          };
        }),
    }),
  };
}
