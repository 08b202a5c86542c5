import { describe, expect, it } from 'vitest';
import { windowState } from './window-state';

const rule = { key: 'test', limit: 3, windowSeconds: 60 };

describe('windowState', () => {
  it('counts down from the limit and resets when the oldest counted unit leaves, in whole seconds', () => {
    expect(windowState(rule, { allowed: true, used: 2, leavesAt: 1_000_030.2, now: 1_000_000.5 })).toEqual({
      allowed: true,
      limit: 3,
      remaining: 1,
      resetAt: 1_000_031,
      retryAfter: 30,
    });
  });

  it('puts the reset a whole window away when nothing counts, and never answers Retry-After below 1', () => {
    expect(windowState(rule, { allowed: true, used: 0, leavesAt: null, now: 500.25 })).toMatchObject({ remaining: 3, resetAt: 561, retryAfter: 60 });
    expect(windowState(rule, { allowed: false, used: 3, leavesAt: 500.1, now: 500 })).toMatchObject({ remaining: 0, retryAfter: 1 });
    expect(windowState(rule, { allowed: false, used: 5, leavesAt: 520, now: 500 }).remaining).toBe(0);
  });
});
