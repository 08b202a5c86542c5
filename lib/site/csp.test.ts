import { afterEach, describe, expect, it, vi } from 'vitest';
import { newNonce, pageCsp } from './csp';

afterEach(() => vi.unstubAllEnvs());

describe('page CSP', () => {
  it('allows scripts from this origin and the nonce only, and nothing may frame the page', () => {
    const csp = pageCsp({ nonce: 'abc' });
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("leaves a cached page's inline scripts to the policy its stored copy carries, and nothing else changes", () => {
    const csp = pageCsp('stored-hashes', ['https://widget.example.com']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://widget.example.com;");
    expect(csp).not.toContain('nonce-');
    expect(csp.replace("'unsafe-inline' ", '')).toBe(pageCsp({ nonce: 'abc' }, ['https://widget.example.com']).replace("'nonce-abc' ", ''));
  });

  it("adds the external chatbot's origins for scripts, styles, connections and frames", () => {
    vi.stubEnv('S3_PUBLIC_BASE_URL', 'https://cdn.example.net/media');
    const csp = pageCsp({ nonce: 'abc' }, ['https://widget.example.com']);
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://widget.example.com;");
    expect(csp).toContain("connect-src 'self' https://widget.example.com;");
    expect(csp).toContain('frame-src https://widget.example.com;');
    expect(csp).toContain("img-src 'self' data: https:;");
  });

  it('shows https images from anywhere (hotlinked covers) and a plain-http media origin, and no other plain-http image', () => {
    expect(pageCsp({ nonce: 'abc' })).toContain("img-src 'self' data: https:;");
    vi.stubEnv('S3_PUBLIC_BASE_URL', 'http://localhost:9000/bucket');
    const csp = pageCsp({ nonce: 'abc' }, ['http://chat.localhost:8080']);
    expect(csp).toContain("img-src 'self' data: https: http://localhost:9000 http://chat.localhost:8080;");
    expect(csp).not.toMatch(/img-src[^;]* http:[ ;]/);
  });

  it('makes a different unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
