import { describe, expect, it } from 'vitest';
import { inputsFingerprint } from '@/scripts/emoji-data/fingerprint';
import { dataBuild } from './data';

describe('dataBuild', () => {
  it('carries the fingerprint of the inputs the artifact was built from, so a rebuild from other inputs changes ETags', () => {
    expect(dataBuild()).toContain(inputsFingerprint());
  });
});
