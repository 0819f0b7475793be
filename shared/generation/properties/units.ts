/**
 * What a word of unit stands for, read from the one table of units (TIME_UNITS, SIZE_UNITS in
 * words.ts): the stated-properties reader, the family settings and the counter of mentions all ask here.
 */
import { readsAs } from '../spelling';
import { SIZE_UNITS, SPELLED_UNITS, TIME_UNITS } from './words';

export interface Unit {
  scale: number;
  kind: 'time' | 'size';
}

/** A unit of time (in seconds) or of size (in MiB) a word writes ("days", "دقايق", "GB", "fortnigth"), if any. */
export function unitOf(w: string): Unit | undefined {
  const time = TIME_UNITS.find(([p]) => p.test(w) || (w.length >= 4 && p.test(`${w.slice(0, -1)}s`)));
  if (time) return { scale: time[1], kind: 'time' };
  const size = SIZE_UNITS.find(([p]) => p.test(w));
  if (size) return { scale: size[1], kind: 'size' };
  // a slip of the hand in a unit spelled in full
  const spelled =
    w.length >= 6 ? SPELLED_UNITS.find((u) => readsAs(w, u) || readsAs(w, u.replace(/s$/, ''))) : undefined;
  return spelled ? unitOf(spelled) : undefined;
}

/**
 * The unit a number property's own name says where its schema's text says none
 * (`DeleteAfterDays`, `IntervalInSeconds`, `SizeInMBs`, `TimeoutInMinutes`). A name that is the
 * unit alone (a window's start `Hours`) is a part of a time of day, no amount.
 */
export function unitInName(path: string): string | undefined {
  const unit = /(?<=[a-z])(?:In)?(Seconds|Minutes|Hours|Days|GiB|MiB|MBs)$/.exec(
    path.split('.').at(-1) ?? '',
  )?.[1];
  if (!unit) return undefined;
  return unit === 'MBs' ? 'MiB' : unit.endsWith('iB') ? unit : unit.toLowerCase();
}
