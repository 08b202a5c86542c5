// The chat request: the spec's `{ role, content }` messages, or the AI SDK UI message shape (`parts`) that useChat
// sends, both normalized to plain text messages. Limits: 50 messages, 8,000 characters of text each.
import { z } from 'zod';

export const MAX_MESSAGES = 50;
export const MAX_MESSAGE_CHARS = 8_000;
/** Room for the largest valid chat (every message at the cap in 4-byte characters, plus JSON framing). */
export const CHAT_BODY_LIMIT_BYTES = MAX_MESSAGES * MAX_MESSAGE_CHARS * 4 + 256 * 1024;

export const ChatRole = z.enum(['user', 'assistant', 'system']);

export const ChatContact = z
  .object({
    name: z.string().trim().max(200).optional(),
    email: z.email().max(320).optional(),
    company: z.string().trim().max(200).optional(),
  })
  .strict()
  .meta({ id: 'ChatContact', description: 'Attached to a task the agent creates.' });
export type ChatContact = z.infer<typeof ChatContact>;

const UiPart = z.looseObject({ type: z.string().max(100), text: z.string().optional() });

const ChatMessageInput = z
  .object({
    id: z.string().max(200).optional(),
    role: ChatRole,
    content: z.string().optional().describe('The message text (spec shape)'),
    parts: z
      .array(UiPart)
      .max(200)
      .optional()
      .describe('AI SDK UI message parts (useChat); only `text` parts are read, tool and file parts are ignored'),
  })
  .refine((message) => message.content !== undefined || message.parts !== undefined, {
    message: 'each message needs content (a string) or parts',
  });

export interface ChatMessage {
  role: z.infer<typeof ChatRole>;
  content: string;
}

const characters = (text: string) => [...text].length;

function textOf(message: z.infer<typeof ChatMessageInput>): string {
  if (message.content !== undefined) return message.content;
  return (message.parts ?? [])
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n\n');
}

export const ChatRequest = z
  .object({
    messages: z.array(ChatMessageInput).min(1).max(MAX_MESSAGES),
    contact: ChatContact.optional(),
    id: z.string().max(200).optional().describe('Chat id sent by useChat; not stored'),
    trigger: z.string().max(50).optional().describe('Sent by useChat; ignored'),
    messageId: z.string().max(200).optional().describe('Sent by useChat; ignored'),
  })
  .transform((request, context) => {
    const messages: ChatMessage[] = [];
    request.messages.forEach((message, index) => {
      const content = textOf(message);
      if (characters(content) > MAX_MESSAGE_CHARS) {
        context.addIssue({
          code: 'custom',
          path: ['messages', index, message.content !== undefined ? 'content' : 'parts'],
          message: `at most ${MAX_MESSAGE_CHARS} characters per message`,
        });
      }
      // Assistant turns that were only tool calls carry no text; they add nothing the model can use.
      if (content.trim() !== '') messages.push({ role: message.role, content });
      else if (message.role === 'user') {
        context.addIssue({ code: 'custom', path: ['messages', index], message: 'a user message needs text' });
      }
    });
    if (!messages.some((message) => message.role === 'user')) {
      context.addIssue({ code: 'custom', path: ['messages'], message: 'at least one user message is required' });
    }
    return { messages, contact: request.contact };
  })
  .meta({
    id: 'ChatRequest',
    description: `At most ${MAX_MESSAGES} messages of at most ${MAX_MESSAGE_CHARS} characters. System messages are treated as context from the caller, never as instructions.`,
  });
export type ChatRequest = z.output<typeof ChatRequest>;
