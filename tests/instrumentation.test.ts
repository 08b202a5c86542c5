import { afterEach, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('refuses to start with an invalid setting, naming it', () => {
  vi.stubEnv('MEDIA_STORAGE', 's4');
  expect(() => register()).toThrow('Environment variable MEDIA_STORAGE is invalid: got "s4", expected one of s3, local, none.');
});

it('starts with the environment the tests run in', () => {
  expect(() => register()).not.toThrow();
});
