import { NUMBER_WORDS } from '../number-words';
import { NOT_AN_ATTRIBUTE } from '../services/names';
import type { ServiceSettings, ServiceSpec, StatedSetting } from '../services/types';
import { negatedSpans } from './negation';
import { execFolded } from './normalise';
import { scheduleOf } from './schedule';

/** Seconds in a unit of time as briefs write it. */
const SECONDS: readonly [RegExp, number][] = [
  [/^(s|secs?|seconds?|ثاني[ةه]|ثوان)$/, 1],
  [/^(m|mins?|minutes?|دقيق[ةه]|دقائق)$/, 60],
  [/^(h|hrs?|hours?|ساع[ةه]|ساعات)$/, 3600],
];
/** Megabytes in a unit of size. */
const MEGABYTES: readonly [RegExp, number][] = [
  [/^(mb|mib|megabytes?)$/, 1],
  [/^(gb|gib|gigabytes?)$/, 1024],
  [/^(tb|tib|terabytes?)$/, 1024 * 1024],
];

function quantity(text: string, units: readonly [RegExp, number][]): number | undefined {
  const m = /(\d+(?:[.,]\d+)?|[a-z\u0621-\u064a]+)\s+([a-z\u0621-\u064a]+)|(\d+(?:[.,]\d+)?)([a-z]+)/.exec(
    text,
  );
  const count = m?.[1] ?? m?.[3];
  const unitWord = m?.[2] ?? m?.[4];
  if (!count || !unitWord) return undefined;
  // a number word ("three hours", "ثلاث ساعات"), with any attached preposition
  const n = /^\d/.test(count)
    ? Number(count.replace(',', '.'))
    : (NUMBER_WORDS[count] ?? NUMBER_WORDS[count.replace(/^[وبل]/, '')]);
  const unit = units.find(([pattern]) => pattern.test(unitWord));
  return unit && n !== undefined ? n * unit[1] : undefined;
}

/** A name as the user wrote it: the lower-cased words are found again in the brief with its capitals. */
function asWritten(name: string, original: string | undefined): string {
  const at = original?.toLowerCase().indexOf(name) ?? -1;
  return original && at >= 0 ? original.slice(at, at + name.length) : name;
}

function read(setting: StatedSetting, match: RegExpExecArray, whole: string, original?: string) {
  if (setting.value !== undefined) return setting.value;
  const captured = match.slice(1).find((group) => group !== undefined) ?? match[0];
  const capped = (n: number | undefined) =>
    n === undefined || !Number.isFinite(n)
      ? undefined
      : Math.round(Math.max(setting.min ?? Number.NEGATIVE_INFINITY, Math.min(n, setting.max ?? n)));
  switch (setting.as) {
    case 'schedule':
      return scheduleOf(whole);
    case 'seconds':
      return capped(quantity(captured, SECONDS));
    case 'megabytes':
      return capped(quantity(captured, MEGABYTES));
    case 'gigabytes': {
      const mb = quantity(captured.replace(/,/g, ''), MEGABYTES);
      return capped(mb === undefined ? undefined : mb / 1024);
    }
    case 'vcpu':
      return String(Math.round(Number(captured) * 1024));
    case 'count': {
      // an Arabic number word may carry an attached preposition or conjunction ("بأربع")
      const word = captured.trim();
      return capped(
        NUMBER_WORDS[word] ?? NUMBER_WORDS[word.replace(/^[وبل]/, '')] ?? Number(word.replace(/,/g, '')),
      );
    }
    case 'attribute': {
      const name = captured.trim().replace(/[.,;:]+$/, '');
      return name && !NOT_AN_ATTRIBUTE.test(name) ? asWritten(name, original).slice(0, 200) : undefined;
    }
    default:
      return captured.trim().slice(0, 200) || undefined;
  }
}

/**
 * Where a setting's words are said: the first place, or for a name the first place that holds one
 * written as a name (with capitals, digits or `_`: "expiresAt") when the first holds a plain word
 * ("items expire using the TTL attribute expiresAt" reads "using" first).
 */
function firstMatch(setting: StatedSetting, where: string, original?: string): RegExpExecArray | null {
  const first = execFolded(setting.words, where);
  if (!first || setting.as !== 'attribute') return first;
  const flags = setting.words.flags.includes('g') ? setting.words.flags : `${setting.words.flags}g`;
  const matches = [...where.matchAll(new RegExp(setting.words.source, flags))];
  const named = matches.find((m) => {
    const name = (m.slice(1).find((g) => g !== undefined) ?? '').trim();
    return name !== '' && !NOT_AN_ATTRIBUTE.test(name) && /[A-Z0-9_]/.test(asWritten(name, original));
  });
  return (named as RegExpExecArray | undefined) ?? first;
}

/** One setting a brief states: its value, and the words it was read from. */
export interface StatedReading {
  setting: StatedSetting;
  value: string | number | boolean;
  quote: string;
}

/**
 * The settings a brief states for a service, from the words its family declares (see
 * `StatedSetting`): read in the words that qualify its mention, or the whole brief where the
 * family says so. A name read `as: 'attribute'` keeps the capitals it has in `original`.
 * `asStated` keeps a quantity beyond the setting's `min` or `max` as written, for whoever checks it.
 */
export function statedReadings(
  spec: ServiceSpec,
  text: string,
  words: string,
  /** the brief with its capitals, for names kept as written */
  original?: string,
  asStated = false,
): StatedReading[] {
  const found = new Map<string, StatedReading>();
  const refused = negatedSpans(text);
  for (const setting of spec.stated_settings ?? []) {
    if (found.has(setting.key)) continue;
    const where = setting.anywhere ? text : words;
    const match = firstMatch(setting, where, original);
    if (!match) continue;
    // a switch the brief turns off ("no public IP", "instead of SSH") is not stated on
    if (
      setting.value === true &&
      where === text &&
      refused.some((s) => match.index >= s.start && match.index < s.end)
    )
      continue;
    const value = read(
      asStated ? { ...setting, max: undefined, min: undefined } : setting,
      match,
      where,
      original,
    );
    if (value !== undefined) found.set(setting.key, { setting, value, quote: match[0].trim() });
  }
  return [...found.values()];
}

/** The settings a brief states for a service, by key (see `statedReadings`). */
export function statedSettings(
  spec: ServiceSpec,
  text: string,
  words: string,
  original?: string,
): ServiceSettings {
  return Object.fromEntries(statedReadings(spec, text, words, original).map((r) => [r.setting.key, r.value]));
}
