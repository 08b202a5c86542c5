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
