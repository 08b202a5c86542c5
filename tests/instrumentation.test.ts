import { afterEach, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('refuses to start with an invalid setting, naming it', async () => {
  vi.stubEnv('MEDIA_STORAGE', 's4');
  await expect(register()).rejects.toThrow('Environment variable MEDIA_STORAGE is invalid: got "s4", expected one of s3, local, none.');
});

it('starts with the environment the tests run in', async () => {
  await expect(register()).resolves.toBeUndefined();
});
