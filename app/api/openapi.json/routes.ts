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
import * as emojiList from '../emojis/route';
import * as emojiOne from '../emojis/[slug]/route';
import * as emojiView from '../emojis/[slug]/view/route';
import * as emojiCopy from '../emojis/[slug]/copy/route';
import * as emojiResolve from '../emojis/resolve/route';
import * as emojiSearch from '../emojis/search/route';
import * as emojiNormalize from '../emojis/normalize/route';
import * as emojiFixtures from '../emojis/fixtures/route';
import * as emojiIntents from '../emojis/intents/route';
import * as emojiCompare from '../emojis/compare/route';
import * as emojiLint from '../emojis/lint/route';
import * as emojiSuggest from '../emojis/suggest/route';
import * as emojiExport from '../emojis/export/route';

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
  { path: '/api/emojis', module: emojiList },
  { path: '/api/emojis/[slug]', module: emojiOne },
  { path: '/api/emojis/[slug]/view', module: emojiView },
  { path: '/api/emojis/[slug]/copy', module: emojiCopy },
  { path: '/api/emojis/resolve', module: emojiResolve },
  { path: '/api/emojis/search', module: emojiSearch },
  { path: '/api/emojis/normalize', module: emojiNormalize },
  { path: '/api/emojis/fixtures', module: emojiFixtures },
  { path: '/api/emojis/intents', module: emojiIntents },
  { path: '/api/emojis/compare', module: emojiCompare },
  { path: '/api/emojis/lint', module: emojiLint },
  { path: '/api/emojis/suggest', module: emojiSuggest },
  { path: '/api/emojis/export', module: emojiExport },
];
