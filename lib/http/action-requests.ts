// Server-action requests that Next 16 would answer with a 500 and a logged stack, refused by proxy.ts before Next's
// action handler sees them (docs/decisions/dashboard.md, "Server-action requests"):
// - an Origin that is not a URL: the handler's CSRF check runs `new URL(origin)` unguarded;
// - a body over Next's server-action limit (serverActions.bodySizeLimit, 1 MB by default): the handler throws its own
//   413 error and answers it as a 500 (an unfinished branch of its action-handler.js). Browsers always declare the
//   length of an action's body, so one without a Content-Length is refused too: its size cannot be checked before
//   Next reads it.
import { ApiError, invalidPayload } from '@/lib/errors';

/** Next's default serverActions.bodySizeLimit; next.config.ts does not change it. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** What Next's action handler takes for a possible server action: a POST with Next-Action, or a multipart form. */
function possibleAction(request: Request): boolean {
  if (request.method !== 'POST') return false;
  return request.headers.has('next-action') || /^\s*multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
}

/** The error to answer instead of passing the request on to Next, or null. */
export function actionRequestProblem(request: Request): ApiError | null {
  if (!possibleAction(request)) return null;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null' && !URL.canParse(origin)) {
    return invalidPayload('The Origin header is not an origin.', [{ path: 'headers.origin', message: 'Expected scheme://host[:port] or "null".' }]);
  }
  const length = request.headers.get('content-length');
  if (length === null || !/^\d+$/.test(length)) {
    return invalidPayload('A server action request must declare its Content-Length.', [{ path: 'headers.content-length', message: 'Required.' }]);
  }
  if (Number(length) > ACTION_BODY_LIMIT_BYTES) {
    return new ApiError('payload_too_large', `The request body is larger than ${ACTION_BODY_LIMIT_BYTES} bytes.`);
  }
  return null;
}
