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
  const micros = Number(fraction.padEnd(6, '0').slice(0, 6));
  return seconds * 1000 + micros;
}

/** The inverse, for events we build ourselves (sandbox checkout): always six fraction digits. */
export function fromEpochMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const iso = new Date(ms - (ms % 1000)).toISOString().slice(0, 19);
  const fraction = String(micros % 1_000_000).padStart(6, '0');
  return `${iso}.${fraction}Z`;
}
