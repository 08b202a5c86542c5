import { ChatbotConfig, getChatbotConfig } from '@/lib/chatbot/config';
import { otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'chatbotConfig',
    summary: 'The website chatbot mode and the external bot script',
    tags: ['Chat'],
    access: 'public',
    ipLimit: 'chat',
    responses: { 200: ChatbotConfig },
  },
  async ({ reply }) => reply(200, await getChatbotConfig(), { headers: { 'Cache-Control': 'public, max-age=30' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
