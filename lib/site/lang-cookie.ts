// The cookie that remembers the language a visitor chose in the header's switcher (app/_components/language-switch.tsx
// sets it); proxy.ts reads it to send the unprefixed addresses to that language (negotiate-lang.ts). Plain constants,
// so the browser's bundle takes them without the language list's schema.
export const LANG_COOKIE = 'lang';

/** A year: a choice of language holds until the visitor makes another. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
