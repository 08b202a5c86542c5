import { getLocale } from '@/lib/emoji/locale-data';
import type { Lang } from '@/lib/emoji/langs';

// English search queries with the emoji a person typing them wants (names, shortcodes, partial words, typos,
// synonyms), all from Emoji 14 or older so every compared dataset has them.
export const QUALITY_QUERIES: [query: string, expected: string][] = [
  ['thumbs up', '👍'], ['thumbsup', '👍'], ['thumbs down', '👎'], ['heart', '❤️'], ['red heart', '❤️'],
  ['broken heart', '💔'], ['heart eyes', '😍'], ['fire', '🔥'], ['rocket', '🚀'], ['rocet', '🚀'],
  ['party popper', '🎉'], ['tada', '🎉'], ['grinning face', '😀'], ['joy', '😂'], ['tears of joy', '😂'],
  ['wink', '😉'], ['thinking', '🤔'], ['eyes', '👀'], ['clap', '👏'], ['wave', '👋'],
  ['ok hand', '👌'], ['pray', '🙏'], ['muscle', '💪'], ['check mark button', '✅'], ['cross mark', '❌'],
  ['warning', '⚠️'], ['bug', '🐛'], ['sparkles', '✨'], ['sparkls', '✨'], ['rainbow', '🌈'],
  ['coffee', '☕'], ['pizza', '🍕'], ['beer', '🍺'], ['birthday cake', '🎂'], ['dog face', '🐶'],
  ['cat face', '🐱'], ['unicorn', '🦄'], ['money bag', '💰'], ['lock', '🔒'], ['key', '🔑'],
  ['light bulb', '💡'], ['calendar', '📅'], ['laptop', '💻'], ['mobile phone', '📱'], ['alarm clock', '⏰'],
  ['trophy', '🏆'], ['crown', '👑'], ['ghost', '👻'], ['skull', '💀'], ['poop', '💩'],
  ['flag germany', '🇩🇪'], ['germany', '🇩🇪'], ['flag france', '🇫🇷'], ['hundred points', '💯'], ['100', '💯'],
  ['sunglasses', '😎'], ['facepalm', '🤦'], ['shrug', '🤷'], ['raised hands', '🙌'], ['handshake', '🤝'],
  ['package', '📦'], ['wrench', '🔧'], ['hammer', '🔨'], ['chart increasing', '📈'], ['smiling face with sunglasses', '😎'],
];

export const RESOLVE_INPUTS = [
  '👍', '❤', '❤️', '👍🏽', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'U+1F44D', '1f44d-1f3fd', '&#x1F680;', '\\u{1F389}', ':tada:', 'thumbsup', 'flag-germany', '<3', 'waving-hand-medium-skin-tone',
];

export const LATENCY_QUERIES: Record<string, string[]> = {
  en: ['heart', 'thumbs up', 'cat face', 'rockt', 'flag', 'party', 'medium skin tone', 'fire'],
  de: ['Herz', 'Daumen hoch', 'Katze', 'Rakete', 'Flagge', 'fest', 'Hautfarbe', 'Feuer'],
  el: ['καρδιά', 'αντίχειρας', 'γάτα', 'πύραυλος', 'σημαία', 'πάρτι', 'δέρμα', 'φωτιά'],
};

/** Free texts for suggest latency (the examples; not the evaluation set). */
export const SUGGEST_QUERIES: Record<string, string[]> = {
  en: ['fix a bug', 'coffee break', 'thank you so much', 'merge branches', 'remove dead code', 'Improve performance.', 'Add or update documentation.',
    'we finally shipped the new release to production after a long week, thanks everyone for the help and the patience'],
  de: ['Vielen Dank', 'Fehler beheben', 'Kaffeepause', 'gute Nacht und schöne Träume'],
};

/**
 * Search queries for one language from its own CLDR names: whole names, first words, 3-letter prefixes and a
 * one-typo word, spread over the catalog (the same positions in every language).
 */
export function latencyQueries(lang: Lang): string[] {
  const names = getLocale(lang).names;
  const pick = [2, 110, 400, 900, 1500, 2600, 3300, 3900].map((i) => names.at(i % names.length) as string);
  const words = pick.map((name) => name.split(/[\s:,]+/u)[0] ?? name);
  const long = words.find((w) => w.length >= 6) ?? 'rocket';
  const typo = `${long.slice(0, 2)}${long[3]}${long[2]}${long.slice(4)}`;
  return [...pick.slice(0, 4), ...words.slice(4), ...words.slice(0, 3).map((w) => w.slice(0, 3)), typo];
}
