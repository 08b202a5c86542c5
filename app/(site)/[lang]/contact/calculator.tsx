// The project calculator and the contact form in the page's language: the catalog as the page has it in that language
// (lib/estimate/localized.ts: same ids, prices and rules in every language) and the compiled messages the two client
// components show, so that no message catalog travels to the browser.
import type { Lang } from '@/lib/emoji/langs';
import type { Catalog } from '@/lib/estimate/catalog';
import type { Selection } from '@/lib/estimate/price';
import { clientMessages } from '@/lib/i18n/translate';
import { Planner } from './planner';

export function Calculator({ lang, catalog, initial, contactEnabled }: { lang: Lang; catalog: Catalog; initial: Selection; contactEnabled: boolean }) {
  return (
    <Planner
      lang={lang}
      catalog={catalog}
      initial={initial}
      contactEnabled={contactEnabled}
      messages={{ calculator: clientMessages(lang, 'calculator'), contactForm: clientMessages(lang, 'contactForm') }}
    />
  );
}
