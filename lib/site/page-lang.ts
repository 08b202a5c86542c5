// The language a page is in, worked out once from its path by proxy.ts and handed to the root layout's `lang`.
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/emoji/langs';

/** Request headers proxy.ts sets on every page request (a client's own values are replaced). */
export const PAGE_LANG_HEADER = 'x-page-lang';
export const NONCE_HEADER = 'x-nonce';
export const PAGE_PATH_HEADER = 'x-page-path';

/** `/de/emoji/...` is German; every page outside a language segment is English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  return isLang(first) ? first : DEFAULT_LANG;
}

export function pageLang(value: string | null): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
