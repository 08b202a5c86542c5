// Each language's emoji names alone (data/emoji/names/<lang>.txt, one per line in catalog order), for a function that
// needs a name but no search: the Open Graph image route carries these 24 small files, not the 35 MB language files
// of locale-data.ts, which would take it over the size bar together with sharp (docs/decisions/serverless.md).
import { join } from 'node:path';
import { readData } from './data';
import type { Lang } from './langs';
import { NameList } from './name-list';

const lists = new Map<Lang, NameList>();

/** The emoji's name in `lang` (English where the language has none, as in the language file), if the index is one. */
export function emojiName(index: number, lang: Lang): string | undefined {
  let names = lists.get(lang);
  if (!names) {
    names = readData(join(process.cwd(), 'data', 'emoji', 'names', `${lang}.txt`), (_path, bytes) => new NameList(bytes.toString('utf8')));
    lists.set(lang, names);
  }
  return names.at(index);
}
