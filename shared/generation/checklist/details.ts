import type { LedgerWords } from '../ledger-words';
import { unitOf } from '../properties/units';
import { DUAL_UNITS } from '../properties/words';
import { foldText } from '../reading/normalise';
import { readCidrs } from '../reading/numbers';
import { writtenValues } from '../reading/written-values';
import { IANA_ZONE, ianaCased, ZONE_WORDS } from '../time-words';
import { clausesOf } from './clauses';
import type { ChecklistItem } from './types';

/** A value the brief states, where it stands in the text the checklist reads. */
interface Detail {
  text: string;
  start: number;
  end: number;
  /** a time zone, as IANA names it: checked by a schedule asserted in that zone, wherever its entry quotes */
  zone?: string;
}

/** A zone said by what briefs call it, before "time" or after "توقيت" ("riyadh time", "بتوقيت الرياض"). */
const CALLED_ZONE = /\b([a-z]+(?: [a-z]+)?) time\b|(?:ب)?توقيت [\u0621-\u064a]+/g;

/** The zones a brief states its times in, each with the IANA name a schedule asserts it by. */
function statedZones(text: string): Detail[] {
  const zones: Detail[] = [];
  for (const m of text.matchAll(IANA_ZONE))
    zones.push({ text: m[0], start: m.index, end: m.index + m[0].length, zone: ianaCased(m[0]) });
  for (const m of text.matchAll(CALLED_ZONE)) {
    const called = m[1] ?? m[0];
    // the words nearest "time" name the zone ("the report runs at 6 am Riyadh time")
    const zone = ZONE_WORDS.find(
      ([words]) => words.test(called) || words.test(called.split(' ').at(-1) ?? ''),
    )?.[1];
    if (zone) zones.push({ text: m[0], start: m.index, end: m.index + m[0].length, zone });
  }
  return zones;
}

/**
 * The values a brief states that an entry's assertion can check: an amount with its unit of time
 * or size ("2 weeks", "500 GB", "٦٠ يوم" once in figures, "يومين"), an address or a name it gives
 * (an e-mail, a domain, a path, "called orders-queue"), an IP range, a time zone ("Asia/Riyadh",
 * "Riyadh time", "بتوقيت الرياض"). The units are the property
 * vocabulary's (`unitOf`), so what counts as an amount is what a setting can be read from.
 */
export function statedDetails(text: string): Detail[] {
  const found: Detail[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}.])(\d[\d,]*(?:\.\d+)?)\s*([\p{L}]+)/gu)) {
    const unit = m[2] ?? '';
    // a unit of one letter counts only written onto its figure ("60s", "5m"): "port 80 w 443" is "and"
    const attached = !/\s/.test(m[0]);
    if ((unit.length > 1 || attached) && unitOf(unit))
      found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(/[\p{L}]+/gu))
    if (DUAL_UNITS[m[0]]) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  for (const span of writtenValues(text)) found.push({ text: text.slice(span.start, span.end), ...span });
  for (const m of text.matchAll(/\b\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?\b/g))
    if (readCidrs(m[0]).length > 0) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  found.push(...statedZones(text));
  // an amount inside an address or a range is part of it, not an amount of its own
  return found.filter(
    (d) =>
      !found.some(
        (o) => o !== d && o.start <= d.start && d.end <= o.end && o.end - o.start > d.end - d.start,
      ),
  );
}

/**
 * Where each occurrence of a quote stands in the text: as written, else with Arabic letters and
 * endings folded on both sides (the readers quote the brief as they read it; folding keeps places).
 */
function placesOf(text: string, quote: string | undefined): { start: number; end: number }[] {
  if (!quote) return [];
  const wanted = quote.toLowerCase().replace(/\s+/g, ' ');
  const find = (within: string, what: string) => {
    const places: { start: number; end: number }[] = [];
    for (let at = within.indexOf(what); at >= 0; at = within.indexOf(what, at + 1))
      places.push({ start: at, end: at + what.length });
    return places;
  };
  const found = find(text, wanted);
  return found.length > 0 ? found : find(foldText(text), foldText(wanted));
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * An entry that can owe a value: one that builds something. An entry for what is left out or what
 * the account already has asserts an absence, which no value of its clause qualifies.
 */
const owes = (item: ChecklistItem | undefined) =>
  item !== undefined && (item.assertions ?? []).some((a) => a.kind !== 'absent');

/** The place nearest before the value in its clause, else the nearest after it. */
function nearest(places: { start: number; end: number; i: number }[], detail: Detail): number | undefined {
  const before = places.filter((p) => p.end <= detail.start).sort((a, b) => b.end - a.end)[0];
  const after = places.filter((p) => p.start >= detail.end).sort((a, b) => a.start - b.start)[0];
  return (before ?? after)?.i;
}

/**
 * An entry is met only when every value its clause states is checked: a value no entry's
 * assertions were read from (a period, a size, an address the readers let pass) belongs to the
 * entry its clause names nearest before it (else after it), and that entry, met on the rest, is
 * partly met, saying which value nothing checked. So "the Lambda that writes them should log for
 * 2 weeks" is not a met "AWS Lambda" while no assertion holds the logs to 14 days.
 */
export function withUncheckedDetails(
  items: readonly ChecklistItem[],
  text: string,
  words: LedgerWords,
): ChecklistItem[] {
  const details = statedDetails(text);
  // only entries that assert something on the template check a value
  const checking = items.map((item) =>
    (item.assertions?.length ?? 0) > 0 ? placesOf(text, item.quote) : [],
  );
  const zonesAsserted = new Set(
    items.flatMap((item) =>
      (item.assertions ?? []).flatMap((a) => (a.kind === 'schedule' && a.zone ? [a.zone.toLowerCase()] : [])),
    ),
  );
  const unchecked = details.filter(
    (d) =>
      !(d.zone && zonesAsserted.has(d.zone.toLowerCase())) &&
      !checking.some((places) => places.some((p) => overlaps(p, d))),
  );
  if (unchecked.length === 0 && listedBeside(items).size === 0) return [...items];
  const clauses = clausesOf(text);
  const owed = new Map<number, string[]>();
  for (const detail of unchecked) {
    const clause = clauses.find((c) => c.start <= detail.start && detail.end <= c.end);
    if (!clause) continue;
    const inClause = checking.flatMap((places, i) =>
      owes(items[i])
        ? places.filter((p) => p.start >= clause.start && p.end <= clause.end).map((p) => ({ ...p, i }))
        : [],
    );
    // the service the clause names qualifies its values before a setting of it does: "db.t4g.medium
    // with 100 GB" leaves the database unchecked in its storage, not its class
    // (a zone qualifies the time a schedule entry checks)
    const kind = detail.zone ? 'schedule' : 'service';
    const first = inClause.filter((p) => items[p.i]?.kind === kind);
    const owner = nearest(first.length > 0 ? first : inClause, detail);
    if (owner === undefined) continue;
    owed.set(owner, [...(owed.get(owner) ?? []), detail.text]);
  }
  for (const [i, names] of listedBeside(items)) owed.set(i, [...new Set([...(owed.get(i) ?? []), ...names])]);
  return items.map((item, i): ChecklistItem => {
    const values = owed.get(i);
    if (!values || item.status !== 'met') return item;
    return {
      ...item,
      status: 'partly',
      detail: `${item.detail} ${words.notChecked(values.join(words.listSeparator))}`,
    };
  });
}

/** A name as briefs write identifiers: words joined by "-" or "_" ("shipment-created", "order_items"). */
const NAME_SHAPE = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+/gu;

/**
 * Names listed beside the one an entry asserts, in the words it was read from ("TopicName
 * shipment-created, shipment-delayed, shipment-delivered" asserts the first): each is owed by that
 * entry unless some entry asserts it, so a list is never met by its first name alone.
 */
function listedBeside(items: readonly ChecklistItem[]): Map<number, string[]> {
  const asserted = new Set(
    items.flatMap((item) =>
      (item.assertions ?? []).flatMap((a) =>
        (a.kind === 'exists' || a.kind === 'every') && a.where
          ? a.where.map((w) => String(w.value).toLowerCase())
          : [],
      ),
    ),
  );
  const owed = new Map<number, string[]>();
  items.forEach((item, i) => {
    const named = (item.assertions ?? []).flatMap((a) =>
      (a.kind === 'exists' || a.kind === 'every') && a.where
        ? a.where.flatMap((w) =>
            typeof w.value === 'string' && /^[^-_]+(?:[-_][^-_]+)+$/.test(w.value) ? [w.value] : [],
          )
        : [],
    );
    // a service entry carries its settings' assertions, but its own words are only the service's name
    if (item.kind !== 'setting' || !item.quote) return;
    // only a name written as it is asserted starts a list: "on-demand" is how PAY_PER_REQUEST was said
    const quote = item.quote.toLowerCase();
    const written = named.map((name) => name.toLowerCase()).filter((name) => quote.includes(name));
    if (written.length === 0) return;
    // the names beside it, not the parts of it ("db-credentials" in "prod/hr/db-credentials")
    let rest = quote;
    for (const name of written) rest = rest.split(name).join(' ');
    const beside = [...rest.matchAll(NAME_SHAPE)]
      .map((m) => m[0])
      .filter((name) => ![...asserted].some((value) => value.includes(name)));
    if (beside.length > 0) owed.set(i, beside);
  });
  return owed;
}
