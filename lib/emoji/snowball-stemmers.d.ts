// Types for snowball-stemmers (the package ships none): the two calls the engine uses.
declare module 'snowball-stemmers' {
  export function newStemmer(algorithm: string): { stem(word: string): string };
  export function algorithms(): string[];
}
