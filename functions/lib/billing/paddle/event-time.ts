/**
 * Paddle's `occurred_at` is RFC 3339 with microseconds (`2024-04-12T10:18:49.621022Z`). Events of
 * one checkout arrive microseconds apart, and strings of different fraction lengths do not sort
 * as text, so ordering uses an integer count of microseconds since the epoch (< 2^53 until 2255).
 */
const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i;

export function toEpochMicros(timestamp: string): number | null {
  const match = RFC3339.exec(timestamp);
  if (!match) return null;
  const [, base, fraction = '', zone] = match;
  const seconds = Date.parse(`${base}${zone.toUpperCase()}`);
  if (Number.isNaN(seconds)) return null;
  const micros = seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
  return Number.isSafeInteger(micros) ? micros : null;
}

// Paddle stamps events as they happen: a year outside this window is corrupt or forged, and years
// such as 0000 or 9999 are beyond what a safe integer of microseconds (and the table) can hold.
const EARLIEST_EVENT = Date.UTC(2000, 0, 1) * 1000;
const LATEST_EVENT = Date.UTC(2200, 0, 1) * 1000;

/** `occurred_at` as the ordering key, or null unless it is RFC 3339 within 2000-2199. */
export function eventTimeMicros(timestamp: string): number | null {
  const micros = toEpochMicros(timestamp);
  return micros !== null && micros >= EARLIEST_EVENT && micros < LATEST_EVENT ? micros : null;
}

/** The inverse, for events we build ourselves (sandbox checkout): always six fraction digits. */
export function fromEpochMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const iso = new Date(ms - (ms % 1000)).toISOString().slice(0, 19);
  const fraction = String(micros % 1_000_000).padStart(6, '0');
  return `${iso}.${fraction}Z`;
}
