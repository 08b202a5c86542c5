// Which language an unprefixed address (`/`, `/blog`, ...) sends a visitor to: the one chosen in the switcher (its
// cookie), else the best of Accept-Language by q-value, a regional tag counting for its language (de-AT -> de), else
// English. Negotiator (MIT, the negotiation library of Node's HTTP frameworks) reads the header.
import Negotiator from 'negotiator';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@/lib/emoji/langs';

/** English first: it is what a wildcard (`*`) and equal q-values without a better match get. */
const OFFERED = [DEFAULT_LANG, ...LANGS.filter((lang) => lang !== DEFAULT_LANG)];

export function preferredLang(cookie: string | undefined, acceptLanguage: string | null): Lang {
  if (isLang(cookie)) return cookie;
  // Without the header, Negotiator would take any language; the site's default is English.
  if (!acceptLanguage) return DEFAULT_LANG;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(OFFERED);
  return isLang(best) ? best : DEFAULT_LANG;
}
