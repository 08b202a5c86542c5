// The browser's translator over the compiled messages a server component handed over (translate.ts, clientMessages):
// only icu-minify's formatter (under 1 KB) and the Intl rules ship to the browser, no catalog and no ICU parser.
import format from 'icu-minify/format';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import type { MessageKey, Namespace } from './catalogs';
import { FORMAT_OPTIONS, intlLocale } from './format';
import { toNodes, type RichValues } from './rich';
import type { CompiledMessages, Translator, Values } from './translate';

export function clientTranslator<N extends Namespace>(lang: Lang, messages: CompiledMessages<N>): Translator<N>;
export function clientTranslator<N extends Namespace, K extends MessageKey<N>>(lang: Lang, messages: Pick<CompiledMessages<N>, K>): Translator<N, K>;
export function clientTranslator<N extends Namespace>(lang: Lang, messages: Partial<CompiledMessages<N>>): Translator<N> {
  const locale = intlLocale(lang);
  const t = (key: MessageKey<N>, values?: Values) => String(format(messages[key]!, locale, values, FORMAT_OPTIONS));
  t.rich = (key: MessageKey<N>, values: RichValues) => toNodes(format<ReactNode>(messages[key]!, locale, values, FORMAT_OPTIONS));
  return t;
}
