// What the explorer calls the Unicode emoji groups (emojibase's group keys) in its English interface.
const LABELS: Record<string, string> = {
  'smileys-emotion': 'Smileys & emotion',
  'people-body': 'People & body',
  'animals-nature': 'Animals & nature',
  'food-drink': 'Food & drink',
  'travel-places': 'Travel & places',
  activities: 'Activities',
  objects: 'Objects',
  symbols: 'Symbols',
  flags: 'Flags',
};

export function groupLabel(group: string): string {
  return LABELS[group] ?? group.replace(/-/g, ' ');
}
