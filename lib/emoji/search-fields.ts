// The fields a search matches in, their rank and weight, and the packing of (id, field rank) into one number
// that the prebuilt postings (artifact) and the query-time bookkeeping share.

/** Fields in rank order; a lower rank is a stronger field. */
export const FIELDS = ['name', 'keyword', 'shortcode', 'tag', 'intent'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_RANK = Object.fromEntries(FIELDS.map((field, rank) => [field, rank])) as Record<Field, number>;
export const FIELD_WEIGHT: Record<Field, number> = { name: 100, keyword: 60, shortcode: 45, tag: 30, intent: 20 };

/**
 * Postings, and the best match per emoji at query time, pack an id (emoji or term index) and a field rank into
 * one number, `id * FIELD_SLOTS + rank`: the posting lists stay plain Uint32 arrays, the index's bulk.
 */
const FIELD_SLOTS = FIELDS.length;
export const pack = (id: number, rank: number): number => id * FIELD_SLOTS + rank;
export const unpackId = (packed: number): number => Math.floor(packed / FIELD_SLOTS);
export const unpackRank = (packed: number): number => packed % FIELD_SLOTS;
export const unpackField = (packed: number): Field => FIELDS[packed % FIELD_SLOTS] as Field;
