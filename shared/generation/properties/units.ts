/**
 * What a word of unit stands for, read from the one table of units (TIME_UNITS, SIZE_UNITS in
 * words.ts): the stated-properties reader, the family settings and the counter of mentions all ask here.
 */
import { SIZE_UNITS, TIME_UNITS } from './words';

/** A unit of time (in seconds) or of size (in MiB) a word writes ("days", "دقايق", "GB"), if any. */
export function unitOf(w: string): { scale: number; kind: 'time' | 'size' } | undefined {
  const time = TIME_UNITS.find(([p]) => p.test(w) || (w.length >= 4 && p.test(`${w.slice(0, -1)}s`)));
  if (time) return { scale: time[1], kind: 'time' };
  const size = SIZE_UNITS.find(([p]) => p.test(w));
  return size ? { scale: size[1], kind: 'size' } : undefined;
}
