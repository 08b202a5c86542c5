// /api itself and any /api path no other route file serves: the API's own 404 error body instead of Next's HTML
// not-found page. Next tries static and dynamic segments before a catch-all, so this never shadows a route.
import { unknownPath } from '@/lib/http/route';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
