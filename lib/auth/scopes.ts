// Every scope a key can carry (spec section 5); a route names exactly one of them.
import { z } from 'zod';

export const SCOPES = [
  'chat:write',
  'tasks:write',
  'tasks:read',
  'blog:read',
  'blog:write',
  'blog:delete',
  'blog:generate',
  'media:write',
  'assessment:website',
  'assessment:seo-geo',
  'assessment:automation',
  'estimate:project',
  'emoji:read',
  'emoji:lint',
  'emoji:suggest',
  'emoji:mcp',
] as const;

export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

/** A list of scope names, duplicates dropped; one refusal names every unknown one. */
export const ScopeList = z
  .array(z.string().trim())
  .superRefine((values, context) => {
    const unknown = values.filter((value) => !Scope.safeParse(value).success);
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `Unknown scope(s): ${unknown.join(', ')}. Known scopes: ${SCOPES.join(', ')}.` });
    }
  })
  .transform((values) => [...new Set(values)] as Scope[]);

/** What each scope lets a key do, in the operator's words (shown when a key is created in the dashboard). */
export const SCOPE_ALLOWS: Record<Scope, string> = {
  'chat:write': 'Talk to the chat agent (POST /api/public/agent/v1/chat).',
  'tasks:write': 'Create internal tasks (POST /api/public/agent/v1/tasks).',
  'tasks:read': 'Read the tasks this key created (GET /api/public/agent/v1/tasks/{id}).',
  'blog:read': 'Read blog posts, drafts included (GET /api/blog/publish).',
  'blog:write': 'Create and update blog posts (POST, PUT /api/blog/publish).',
  'blog:delete': 'Delete blog posts (DELETE /api/blog/publish).',
  'blog:generate': 'Have the AI write blog posts and read the generation jobs (/api/public/agent/v1/blog/generate).',
  'media:write':
    'Upload images (POST /api/public/agent/v1/media/upload, or straight to storage: /api/public/agent/v1/media/uploads).',
  'assessment:website': 'Run website audits (POST /api/public/agent/v1/assessments/website).',
  'assessment:seo-geo': 'Run SEO/GEO scans (POST /api/public/agent/v1/assessments/seo-geo).',
  'assessment:automation': 'Run automation checks (POST /api/public/agent/v1/assessments/automation).',
  'estimate:project': 'Get project estimates (POST /api/public/agent/v1/project-estimate).',
  'emoji:read': 'Export emoji terms for toolchains (GET /api/emojis/export).',
  'emoji:lint': 'Lint text for emoji problems (POST /api/emojis/lint).',
  'emoji:suggest': 'Get emoji suggestions for text (POST /api/emojis/suggest).',
  'emoji:mcp': 'Use the emoji MCP server (/api/emojis/mcp).',
};
