import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsFingerprint } from '@/scripts/emoji-data/fingerprint';
import type { CoreData } from './artifact';

describe('the committed emoji artifact', () => {
  it('was built from the current intent catalog and curated intent terms (else: npx tsx scripts/build-emoji-data.ts)', () => {
    const core = JSON.parse(readFileSync(join(process.cwd(), 'data', 'emoji', 'core.json'), 'utf8')) as CoreData;
    expect(core.meta.inputs).toBe(inputsFingerprint());
    expect(core.meta.sources.emojilib).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
