// How the streamed chat answer is documented in OpenAPI: the AI SDK UI message stream over Server-Sent Events.
// A plain value: the routes hand it to the route wrapper, whose ResponseDoc type checks its shape there.
export const CHAT_STREAM = {
  content: { 'text/event-stream': null },
  description: [
    'The answer as an AI SDK UI message stream (protocol v1, header `x-vercel-ai-ui-message-stream: v1`): Server-Sent',
    'Events, each `data:` line one JSON chunk, ending with `data: [DONE]`. Chunk types: `start`, `start-step`,',
    '`text-start`/`text-delta`/`text-end` (the text), `tool-input-start`/`tool-input-delta`/`tool-input-available` and',
    '`tool-output-available` (tool calls as they run: createTask, listEstimateServices, computeEstimate,',
    'searchBlogPosts, searchEmoji), `finish-step`, `finish`, and `error` (`errorText`) when the provider fails after',
    'the answer began. useChat (`DefaultChatTransport`) and `readUIMessageStream` read it unchanged. A provider',
    'failure or silence before the first output is a 502 JSON error instead.',
  ].join(' '),
};
