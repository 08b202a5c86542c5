// A digest of the data build's editorial inputs that live in this repository (the intent catalog and the curated
// intent terms), stored in core.json: a test recomputes it, so an edit without a rebuild fails CI.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTENT_CATALOG } from '@/lib/emoji/intent-catalog';
import { LANGS } from '@/lib/emoji/langs';

/** Bump when the prebuilt index's layout or analysis (tokenizing, stemming, fields) changes. */
const INDEX_FORMAT = 1;

export function inputsFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(`index-format ${INDEX_FORMAT}\n`);
  hash.update(JSON.stringify(INTENT_CATALOG));
  for (const lang of LANGS) {
    const file = join(process.cwd(), 'data', 'intents', `${lang}.json`);
    hash.update(`\n${lang}\n`);
    if (existsSync(file)) hash.update(JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))));
  }
  return hash.digest('hex');
}
