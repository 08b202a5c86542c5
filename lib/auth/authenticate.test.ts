import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { authenticate, presentedKey } from './authenticate';

const LEGACY = 'legacy-blog-key-0123456789abcdefghij';

afterEach(() => {
  vi.unstubAllEnvs();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('legacy blog key switch', () => {
  it('is refused while BLOG_API_LEGACY_ENABLED is not true, even on routes that accept it', async () => {
    vi.stubEnv('BLOG_API_KEY', LEGACY);
    expect((await rejection(authenticate(LEGACY, { legacyBlogKey: true }))).code).toBe('unauthorized');
    vi.stubEnv('BLOG_API_LEGACY_ENABLED', 'false');
    expect((await rejection(authenticate(LEGACY, { legacyBlogKey: true }))).code).toBe('unauthorized');
  });

  it('is accepted with only blog:write when enabled, and only where the route declares it', async () => {
    vi.stubEnv('BLOG_API_KEY', LEGACY);
    vi.stubEnv('BLOG_API_LEGACY_ENABLED', 'true');
    expect(await authenticate(LEGACY, { legacyBlogKey: true })).toMatchObject({ kind: 'legacy', scopes: ['blog:write'] });
    expect((await rejection(authenticate(LEGACY))).code).toBe('unauthorized');
  });
});

describe('presented key', () => {
  it('prefers Authorization, falls back to x-api-key, and refuses non-Bearer schemes', () => {
    expect(presentedKey('Bearer abc', 'def')).toBe('abc');
    expect(presentedKey(null, ' def ')).toBe('def');
    expect(presentedKey(null, null)).toBeNull();
    expect(() => presentedKey('Token abc', null)).toThrow(ApiError);
  });
});
