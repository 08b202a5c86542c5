// The interface text of the site in its 24 languages, one catalog per language (messages/{lang}.json). English is the
// typed source of keys: a catalog that lacks a key of en.json does not type-check here. Each catalog holds ICU messages
// (`messages`, by namespace), the project calculator's texts by catalog id (`estimate`, plain text) and how it was
// made (`meta`). catalogs.test.ts checks what types cannot: no extra keys, ICU syntax, arguments and plural forms.
// Server-only: client components receive the few compiled messages they show (translate.ts, clientMessages).
import type { Lang } from '@/lib/emoji/langs';
import bg from '@/messages/bg.json';
import cs from '@/messages/cs.json';
import da from '@/messages/da.json';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import et from '@/messages/et.json';
import fi from '@/messages/fi.json';
import fr from '@/messages/fr.json';
import ga from '@/messages/ga.json';
import hr from '@/messages/hr.json';
import hu from '@/messages/hu.json';
import it from '@/messages/it.json';
import lt from '@/messages/lt.json';
import lv from '@/messages/lv.json';
import mt from '@/messages/mt.json';
import nl from '@/messages/nl.json';
import pl from '@/messages/pl.json';
import pt from '@/messages/pt.json';
import ro from '@/messages/ro.json';
import sk from '@/messages/sk.json';
import sl from '@/messages/sl.json';
import sv from '@/messages/sv.json';

export type CatalogFile = typeof en;
export type Messages = CatalogFile['messages'];
export type Namespace = keyof Messages;
export type MessageKey<N extends Namespace> = keyof Messages[N] & string;

/** How a catalog was made, and the texts its author could not translate well (key -> why). */
export interface CatalogMeta {
  lang: Lang;
  source: string;
  weak: Record<string, string>;
}

export const CATALOGS: Record<Lang, CatalogFile> = { bg, cs, da, de, el, en, es, et, fi, fr, ga, hr, hu, it, lt, lv, mt, nl, pl, pt, ro, sk, sl, sv };

export function catalogOf(lang: Lang): CatalogFile {
  return CATALOGS[lang];
}

export function metaOf(lang: Lang): CatalogMeta {
  return CATALOGS[lang].meta as CatalogMeta;
}
