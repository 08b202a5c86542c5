// Every route module of the API, by its path; the OpenAPI document is generated from these (a test checks the list
// against the app/api tree, so a new route cannot be left undocumented).
import type { RouteModuleEntry } from '@/lib/http/openapi';
import * as health from '../health/route';
import * as openapi from './route';
import * as tasks from '../public/agent/v1/tasks/route';
import * as task from '../public/agent/v1/tasks/[id]/route';
import * as whoami from '../public/agent/v1/whoami/route';
import * as agentChat from '../public/agent/v1/chat/route';
import * as websiteChat from '../chat/route';
import * as chatbotConfig from '../chatbot-config/route';
import * as emojiMcp from '../emojis/mcp/route';
import * as blogGenerate from '../public/agent/v1/blog/generate/route';
import * as blogGenerateJob from '../public/agent/v1/blog/generate/jobs/[id]/route';
import * as blogGenerationCron from '../cron/blog-generation/route';

export const ROUTE_MODULES: RouteModuleEntry[] = [
  { path: '/api/health', module: health },
  { path: '/api/openapi.json', module: openapi },
  { path: '/api/public/agent/v1/tasks', module: tasks },
  { path: '/api/public/agent/v1/tasks/[id]', module: task },
  { path: '/api/public/agent/v1/whoami', module: whoami },
  { path: '/api/public/agent/v1/chat', module: agentChat },
  { path: '/api/chat', module: websiteChat },
  { path: '/api/chatbot-config', module: chatbotConfig },
  { path: '/api/emojis/mcp', module: emojiMcp },
  { path: '/api/public/agent/v1/blog/generate', module: blogGenerate },
  { path: '/api/public/agent/v1/blog/generate/jobs/[id]', module: blogGenerateJob },
  { path: '/api/cron/blog-generation', module: blogGenerationCron },
];
