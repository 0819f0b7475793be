/**
 * A moment as the reader's own locale writes it (the browser's languages unless given), with the
 * month in words: "11/29/2026" reads as the 11th of the 29th month to most of Sahab's readers, and
 * "3/4" is either March or April. Exports keep ISO 8601 (shared/scan-export).
 */
export function formatWhen(when: string | number | Date, locales?: string | string[]): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return String(when);
  return date.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' });
}
