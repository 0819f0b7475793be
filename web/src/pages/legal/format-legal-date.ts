/**
 * Dates on the legal pages. The spec makes the 'last updated' date equal to today's date, so it
 * is formatted at render time (in the reader's time zone) rather than baked into the build.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** e.g. "November 21, 2026" */
export function formatLegalDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** Local calendar date as YYYY-MM-DD, for the machine-readable `<time dateTime>` attribute. */
export function toIsoCalendarDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
