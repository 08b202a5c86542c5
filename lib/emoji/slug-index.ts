// The catalog index a slug names, if any: the one emoji lookup proxy.ts makes on a page request. Kept apart from
// browse.ts, whose not-found answer searches a language, so the proxy reads the core but no language file.
import { getCatalog } from './data';
import { normalizeSlugInput } from './slug';

export function slugIndex(slug: string): number | undefined {
  return getCatalog().bySlug.get(normalizeSlugInput(slug));
}
