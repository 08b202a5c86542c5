// Reading a time an operator typed (a terminal option, the dashboard's datetime-local field, which sends no zone):
// ISO 8601, in UTC unless it names a zone. JavaScript alone would read a date-time without a zone as local time, and
// roll 2030-02-30 over into March.
const ISO_8601 = /^(([+-]?\d{4,6})-(\d{2})-(\d{2}))(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The time, or null when the text is no ISO 8601 date or date-time, or names a day no calendar has. */
export function parseUtcDate(text: string): Date | null {
  const match = ISO_8601.exec(text.trim());
  if (!match) return null;
  const [, day, year, month, dayOfMonth, time, zone] = match;
  const probe = new Date(0);
  probe.setUTCFullYear(Number(year), Number(month) - 1, Number(dayOfMonth));
  if (probe.getUTCMonth() !== Number(month) - 1 || probe.getUTCDate() !== Number(dayOfMonth)) return null;
  const date = new Date(time ? `${day}T${time}${zone ?? 'Z'}` : day!);
  return Number.isNaN(date.getTime()) ? null : date;
}
