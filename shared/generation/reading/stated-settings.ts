import { escapeRegExp } from '../../text/regexp';
import { NUMBER_WORDS } from '../number-words';
import { countsBesideSizes } from '../properties/sizes';
import { unitOf } from '../properties/units';
import { NOT_AN_ATTRIBUTE, topicFilterOf } from '../services/names';
import type { ServiceSettings, ServiceSpec, StatedSetting } from '../services/types';
import { boundsIn } from './bounds';
import { FIRST_REACH, negatedSpans } from './negation';
import { execFolded } from './normalise';
import { scheduleOf } from './schedule';
import { zoneOf } from './zone-names';

/** A count of a unit of the kind wanted ("three hours", "512 MB"), in seconds or MiB. */
function quantity(text: string, kind: 'time' | 'size'): number | undefined {
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
  const unit = unitOf(unitWord);
  return unit?.kind === kind && n !== undefined ? n * unit.scale : undefined;
}

/** A name found again in the brief as a whole word, whatever its case: as the user wrote it. */
function wholeWordIn(name: string, original: string | undefined): string | undefined {
  return original
    ? new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'i').exec(original)?.[0]
    : undefined;
}

/**
 * A name as the user wrote it: the lower-cased words are found again in the brief with its
 * capitals, as a whole word first ("status" is "status", not the end of "byStatus" before it).
 */
function asWritten(name: string, original: string | undefined): string {
  const whole = wholeWordIn(name, original);
  if (whole) return whole;
  const at = original?.toLowerCase().indexOf(name) ?? -1;
  return original && at >= 0 ? original.slice(at, at + name.length) : name;
}

/** Where the words list several names: after a comma, "and", "then" or an arrow. */
const LIST_JOINS = /\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then|ثم|و)\s+|\s*(?:->|→|=>)\s*/;

/** A name as written in the brief, found as a whole word: its capitals, or quoted. */
function writtenName(
  name: string,
  original: string | undefined,
): { written: string; named: boolean; strong: boolean } {
  const bare = name.replace(/^[\x60'"‘“]|[\x60'"’”]$/g, '');
  const quoted = bare !== name;
  const written = wholeWordIn(bare, original) || bare;
  return {
    written,
    named: quoted || (written.length > 1 && /[A-Z0-9_]/.test(written)),
    // in camel case, with digits or `_`, or quoted: a name even where a capital may be a product's
    strong: quoted || /[a-z][A-Z]|[_0-9]/.test(written),
  };
}

/** A name the words just before a kind give it ("where Start is a Pass state"): said of a name already listed, or written as one. */
const NAMED_BEFORE_KIND =
  /([\x60'"‘“]?[a-z_][\w.-]{0,63}[\x60'"’”]?)\s+(?:is|will be|should be)\s+(?:an?|the)\s+$/;

interface SequenceEntry {
  name: string;
  kind: string;
  seconds?: number;
}

/**
 * Every run of names the words say, in the brief's order ("three states named A, B and C", "a Pass
 * state called 'Hello', then a Wait state of 30 seconds"), as `name|kind|seconds` entries joined by
 * commas. The words' named groups say each part (see `StatedSetting.as`). A kind said without a
 * name is its own name, unless the words before it give it one ("Start is a Pass state"). Where
 * some of a run are written as names (capitals, digits, `_`, quotes), the plain words the run
 * caught are not ("A and B and sends"); names right after the noun are kept only so written.
 */
function sequenceOf(words: RegExp, text: string, original?: string): string | undefined {
  const entries: SequenceEntry[] = [];
  const taken = new Set<string>();
  const add = (name: string, kind: string, seconds: number | undefined, unnamed: boolean) => {
    if (!/^[\w .-]{1,80}$/.test(name) || NOT_AN_ATTRIBUTE.test(name.toLowerCase())) return;
    if (!unnamed && taken.has(name.toLowerCase())) return;
    let own = name;
    for (let n = 2; taken.has(own.toLowerCase()); n++) own = `${name}${n}`;
    taken.add(own.toLowerCase());
    entries.push({ name: own, kind, ...(seconds !== undefined ? { seconds } : {}) });
  };
  for (const m of text.matchAll(
    new RegExp(words.source, words.flags.includes('g') ? words.flags : `${words.flags}g`),
  )) {
    const g = m.groups ?? {};
    const kind = (g.kindBefore ?? g.kindAfter ?? '').toLowerCase();
    // a time said after the state, before it ("a 10-second Wait state"), or as what waits in it ("waits 15 seconds in a Wait state")
    const said = g.waitFor ?? g.waitAhead ?? g.waitBefore;
    const seconds = said ? quantity(said.replace('-', ' '), 'time') : undefined;
    // a name before the noun is one only when written as one ("HelloWorld", 'Greeting'), not "Lambda"
    const before = g.nameBefore ? writtenName(g.nameBefore, original) : undefined;
    const listed = (run: string | undefined) =>
      (run ?? '')
        .split(LIST_JOINS)
        .filter(Boolean)
        .map((n) => writtenName(n.trim(), original));
    const items = [...listed(g.nameList), ...listed(g.nameAfter)];
    const named = [...items, ...listed(g.nameBare)].filter((i) => i.named);
    const names = [
      ...(before?.strong ? [before.written] : []),
      ...(named.length > 0 ? named : items).map((i) => i.written),
    ];
    if (names.length === 0 && kind !== '') {
      // "Start is a Pass state": the kind of a state listed before, or of one written as a name here
      const said = NAMED_BEFORE_KIND.exec(text.slice(Math.max(0, m.index - 80), m.index))?.[1];
      const name = said ? writtenName(said, original) : undefined;
      const listedBefore = name && entries.find((e) => e.name.toLowerCase() === name.written.toLowerCase());
      if (listedBefore) {
        listedBefore.kind ||= kind;
        if (seconds !== undefined) listedBefore.seconds ??= seconds;
        continue;
      }
      if (name?.named) names.push(name.written);
    }
    // a kind said without a name is its own name, numbered when said again; a name said again is the same one
    const unnamed = names.length === 0 && kind !== '';
    if (unnamed) names.push(kind.charAt(0).toUpperCase() + kind.slice(1));
    for (const name of names) add(name, kind, seconds, unnamed);
  }
  let joined = '';
  for (const e of entries) {
    const entry = [e.name, e.kind, e.seconds ?? ''].join('|');
    if (`${joined},${entry}`.length <= 200) joined = joined ? `${joined},${entry}` : entry;
  }
  return joined || undefined;
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
      return capped(quantity(captured, 'time'));
    case 'megabytes':
      return capped(quantity(captured, 'size'));
    case 'gigabytes': {
      const mb = quantity(captured.replace(/,/g, ''), 'size');
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
    case 'sequence':
      return sequenceOf(setting.words, whole, original);
    case 'cidr': {
      // a lone address ("only from 198.51.100.7") is that one host
      const range = captured.trim();
      return range.includes('/') ? range : `${range}/32`;
    }
    case 'topic filter':
      return topicFilterOf(captured.trim());
    case 'zone':
      return zoneOf(captured.trim(), original);
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
  // "3 kafka.m5.large brokers": a count read past the size written before what it counts
  const first = execFolded(setting.words, setting.as === 'count' ? countsBesideSizes(where) : where);
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
    if (setting.bound) {
      const bounds = boundsIn(setting.anywhere ? text : words, setting.words, setting.anywhere);
      const said = bounds?.[setting.bound];
      const value =
        said === undefined || asStated
          ? said
          : Math.max(setting.min ?? Number.NEGATIVE_INFINITY, Math.min(said, setting.max ?? said));
      if (bounds && value !== undefined) found.set(setting.key, { setting, value, quote: bounds.quote });
      continue;
    }
    let where = setting.anywhere ? text : words;
    const whole = where === text;
    let written = original;
    let match = firstMatch(setting, where, written);
    // a switch the brief turns off ("no public IP", "instead of SSH") is not stated on, nor a fixed
    // value the negation reaches first ("not accessible from the internet"), before any comma;
    // said again past the refusal ("our RabbitMQ on a VM we run ... Amazon MQ for RabbitMQ"), it is
    // each round blanks one refusal: at most as many rounds as there are refusals
    for (let round = 0; match && whole && round <= refused.length; round++) {
      const at = match.index;
      const negated = refused.find((s) => at >= s.start && at < s.end);
      if (
        !negated ||
        !(
          setting.value === true ||
          (setting.value !== undefined && FIRST_REACH.test(text.slice(negated.start, at)))
        )
      )
        break;
      where = blank(where, negated);
      written = written === undefined ? undefined : blank(written, negated);
      match = firstMatch(setting, where, written);
    }
    // the setting's words said in a clause about another thing of the service are that thing's
    for (let round = 0; match && setting.notIn && round < 8; round++) {
      const other = clauseOf(setting.notIn, where, match.index);
      if (!other) break;
      where = blank(where, other);
      written = written === undefined ? undefined : blank(written, other);
      match = firstMatch(setting, where, written);
    }
    if (!match) continue;
    const value = read(
      asStated ? { ...setting, max: undefined, min: undefined } : setting,
      match,
      where,
      written,
    );
    if (value !== undefined) found.set(setting.key, { setting, value, quote: match[0].trim() });
  }
  return [...found.values()];
}

/**
 * The clause about another thing that holds `at`: from the last words of `opens` before it, in
 * the same clause (no comma, `.` or `;` between, at most 100 letters back), to the clause's end.
 */
function clauseOf(opens: RegExp, text: string, at: number): { start: number; end: number } | undefined {
  const from = Math.max(0, at - 100);
  const before = text.slice(from, at);
  const start = before.search(/[^,.;،؛]*$/);
  const flags = opens.flags.includes('g') ? opens.flags : `${opens.flags}g`;
  const open = [...before.slice(start).matchAll(new RegExp(opens.source, flags))].at(0);
  if (!open) return undefined;
  const rest = text.slice(at).search(/[,.;،؛]/);
  return { start: from + start + open.index, end: rest < 0 ? text.length : at + rest };
}

/** Text with a stretch of it blanked, of the same length, so places in it stay where they were. */
const blank = (text: string, { start, end }: { start: number; end: number }) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/** The settings a brief states for a service, by key (see `statedReadings`). */
export function statedSettings(
  spec: ServiceSpec,
  text: string,
  words: string,
  original?: string,
): ServiceSettings {
  return Object.fromEntries(statedReadings(spec, text, words, original).map((r) => [r.setting.key, r.value]));
}
