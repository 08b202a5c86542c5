// The server's translator: `translator(lang, 'explorer')('title')` formats an ICU message of that language's catalog,
// compiled once per process (icu-minify) and formatted with the language's Intl rules (format.ts). The language always
// comes from the caller (a route's [lang] param), never from the request, so pages that use it can render statically.
import compile from 'icu-minify/compile';
import format, { type CompiledMessage } from 'icu-minify/format';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { catalogOf, type MessageKey, type Namespace } from './catalogs';
import { FORMAT_OPTIONS, intlLocale } from './format';
import { toNodes, type RichValues } from './rich';

export type Values = Record<string, string | number>;

/** Formats the messages of a namespace, or of the few `K` a client component was handed. */
export interface Translator<N extends Namespace, K extends MessageKey<N> = MessageKey<N>> {
  (key: K, values?: Values): string;
  /** A message with tags, each rendered by the function of the same name. */
  rich(key: K, values: RichValues): ReactNode;
}

/** A namespace's messages compiled, as a client component receives them (plain data, so they cross to the browser). */
export type CompiledMessages<N extends Namespace> = Record<MessageKey<N>, CompiledMessage>;

const compiled = new Map<string, CompiledMessage>();

function compiledMessage<N extends Namespace>(lang: Lang, namespace: N, key: MessageKey<N>): CompiledMessage {
  const id = `${lang}\u0000${namespace}\u0000${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    // icu-minify builds plural and select branches as null-prototype objects, which React refuses to hand to a
    // client component; the compiled form is JSON by design, so a JSON round trip makes it plain.
    const source = (catalogOf(lang).messages[namespace] as Record<string, string>)[key] as string;
    message = JSON.parse(JSON.stringify(compile(source))) as CompiledMessage;
    compiled.set(id, message);
  }
  return message;
}

export function translator<N extends Namespace>(lang: Lang, namespace: N): Translator<N> {
  const locale = intlLocale(lang);
  const t = (key: MessageKey<N>, values?: Values) => String(format(compiledMessage(lang, namespace, key), locale, values, FORMAT_OPTIONS));
  t.rich = (key: MessageKey<N>, values: RichValues) => toNodes(format<ReactNode>(compiledMessage(lang, namespace, key), locale, values, FORMAT_OPTIONS));
  return t;
}

/**
 * The messages of one namespace for a client component, or only the `keys` it shows: only these travel with the page,
 * already compiled.
 */
export function clientMessages<N extends Namespace>(lang: Lang, namespace: N): CompiledMessages<N>;
export function clientMessages<N extends Namespace, K extends MessageKey<N>>(lang: Lang, namespace: N, keys: readonly K[]): Pick<CompiledMessages<N>, K>;
export function clientMessages<N extends Namespace>(lang: Lang, namespace: N, keys?: readonly MessageKey<N>[]) {
  const chosen = keys ?? (Object.keys(catalogOf(lang).messages[namespace]) as MessageKey<N>[]);
  return Object.fromEntries(chosen.map((key) => [key, compiledMessage(lang, namespace, key)]));
}
