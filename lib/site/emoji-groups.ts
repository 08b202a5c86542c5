// What the explorer calls the Unicode emoji groups (emojibase's group keys) in each language of the interface.
import type { Lang } from '@/lib/emoji/langs';
import { catalogOf, type MessageKey } from '@/lib/i18n/catalogs';
import { translator } from '@/lib/i18n/translate';

function isGroupKey(group: string): group is MessageKey<'groups'> {
  return Object.hasOwn(catalogOf('en').messages.groups, group);
}

export function groupLabel(group: string, lang: Lang): string {
  return isGroupKey(group) ? translator(lang, 'groups')(group) : group.replace(/-/g, ' ');
}
