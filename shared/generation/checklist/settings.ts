import { type LedgerWords, ledgerWords } from '../ledger-words';
import { type StatedReading, statedReadings } from '../reading/stated-settings';
import { SERVICES } from '../services/index';
import type { ServiceSpec, StatedSetting } from '../services/types';
import { type Assertion, evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/** The family's words are in the brief (a setting read anywhere needs no mention of its own). */
const mentioned = (spec: ServiceSpec, text: string) =>
  [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases].some((p) => p?.test(text));

/**
 * The template has a resource the setting speaks of. Families share a CloudFormation family
 * (Aurora and RDS are both AWS::RDS::*): a setting read anywhere ("postgres") is the unnamed
 * family's only where the template builds what that family's setting shows on (a DB cluster),
 * else "RDS PostgreSQL" on a DB instance reads as an Aurora cluster not built.
 */
const shownIn = (
  setting: NonNullable<ServiceSpec['stated_settings']>[number],
  resources: readonly TemplateResource[],
) => {
  const types = setting.shows?.types ?? setting.counts ?? [];
  return resources.some((r) => types.includes(r.type));
};

/**
 * Each setting the brief states for a service the template builds (a table's key, a broker count,
 * a rate limit, MFA required), as its family's vocabulary reads it, asserted where its family says
 * it shows in the template: met only when the template holds the stated value. A stated value
 * beyond what the setting takes (a 2-hour function) is checked as stated, so it is not met.
 */
export function statedSettingItems(
  text: string,
  source: string,
  resources: readonly TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem[] {
  const items = new Map<string, ChecklistItem>();
  for (const spec of SERVICES) {
    if (!spec.stated_settings?.some((s) => s.shows || s.counts)) continue;
    // a family's resources are of its namespace, or of the types its settings show at (EventBridge's are AWS::Events::)
    const shownTypes = new Set(spec.stated_settings.flatMap((s) => s.shows?.types ?? []));
    if (!resources.some((r) => r.type.startsWith(`AWS::${spec.family}::`) || shownTypes.has(r.type)))
      continue;
    for (const { setting, value, quote } of everyReading(spec, text, source)) {
      if (!mentioned(spec, text) && (!setting.anywhere || !shownIn(setting, resources))) continue;
      const label = setting.label ?? setting.key.replace(/_/g, ' ');
      const assertionAt = (at: { path: string; scale: number }): Assertion | undefined => {
        if (!setting.shows) return undefined;
        const shown = typeof value === 'number' ? value * at.scale : value;
        const test = { path: at.path, op: setting.shows.op ?? 'equals', value: shown };
        return setting.shows.every
          ? { kind: 'every', types: [...setting.shows.types], where: [test] }
          : { kind: 'exists', types: [...setting.shows.types], where: [test] };
      };
      // where the template holds it, at any of the names it has (`timezone`, `time_zone`)
      const places = setting.shows
        ? [setting.shows.path, ...(setting.shows.also ?? [])].map((at) =>
            typeof at === 'string' ? { path: at, scale: 1 } : at,
          )
        : [];
      const place =
        places.find((at) => evaluateAll([assertionAt(at) as Assertion], resources).status === 'met') ??
        places[0];
      const requirement = words.familySetting(spec.label, label, place?.path, value);
      if (items.has(requirement)) continue;
      if (setting.counts) {
        items.set(
          requirement,
          countItem(requirement, quote, setting.counts, Number(value), resources, words),
        );
        continue;
      }
      const assertion = place === undefined ? undefined : assertionAt(place);
      if (!setting.shows || !assertion) continue;
      const { status, results } = evaluateAll([assertion], resources);
      const beyond =
        typeof value !== 'number'
          ? undefined
          : setting.max !== undefined && value > setting.max
            ? words.mostItTakes(label, setting.max)
            : setting.min !== undefined && value < setting.min
              ? words.leastItTakes(label, setting.min)
              : undefined;
      items.set(requirement, {
        kind: 'setting',
        requirement,
        quote,
        status: status === 'met' ? 'met' : 'not-met',
        resources: (results[0]?.resources ?? []).slice(0, 12),
        detail:
          status === 'met'
            ? words.setOn(results[0]?.resources.join(', ') ?? '')
            : beyond
              ? words.notAsStated(beyond)
              : words.noneHasValue([...setting.shows.types], setting.shows.path, String(value)),
        assertions: [assertion],
      });
    }
  }
  return [...items.values()];
}

/**
 * The kinds of value several resources of a family may each be given, so that each one stated is
 * its own entry ("prod on db.r6g.large, staging on db.t3.medium", two names, two ranges): a type or
 * class read as written, a name, a CIDR. A quantity is not among them: which resource a second
 * "14 days" is of is another reading's to say.
 */
const EACH_ITS_OWN: ReadonlySet<StatedSetting['as']> = new Set([undefined, 'name', 'cidr']);

/**
 * Every value the brief states for each setting of a family, in the brief's order: the reader's
 * first, then the reader's again on the brief with the words already read blanked, while it finds
 * one not seen (the settings in EACH_ITS_OWN only). One value read twice is one entry.
 */
function everyReading(spec: ServiceSpec, text: string, source: string): StatedReading[] {
  const first = statedReadings(spec, text, text, source, true);
  // places in the one are places in the other only when they are of one length
  if (text.length !== source.length) return first;
  const readings = [...first];
  for (const reading of first) {
    const { setting } = reading;
    if (
      setting.value !== undefined ||
      setting.counts ||
      setting.shows?.every ||
      !EACH_ITS_OWN.has(setting.as)
    )
      continue;
    let [lower, written, quote] = [text, source, reading.quote];
    const seen = new Set([String(reading.value).toLowerCase()]);
    for (let round = 0; round < 4; round++) {
      const at = lower.indexOf(quote);
      if (at < 0) break;
      [lower, written] = [blankAt(lower, at, quote.length), blankAt(written, at, quote.length)];
      const next = statedReadings(spec, lower, lower, written, true).find(
        (r) => r.setting.key === setting.key,
      );
      if (!next) break;
      quote = next.quote;
      if (seen.has(String(next.value).toLowerCase())) continue;
      seen.add(String(next.value).toLowerCase());
      readings.push(next);
    }
  }
  return readings;
}

/** Text with `length` characters from `at` blanked, of the same length. */
const blankAt = (text: string, at: number, length: number) =>
  text.length < at + length ? text : text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);

/** A stated number of resources ("two instances", "users alice and bob"): met when the template has that many. */
function countItem(
  requirement: string,
  quote: string,
  types: readonly string[],
  n: number,
  resources: readonly TemplateResource[],
  words: LedgerWords,
): ChecklistItem {
  const assertion: Assertion = { kind: 'exists', types: [...types], ...(n >= 2 ? { count: n } : {}) };
  const { status, results } = evaluateAll([assertion], resources);
  const found = results[0]?.resources ?? [];
  return {
    kind: 'setting',
    requirement,
    quote,
    status: status === 'met' ? 'met' : 'not-met',
    resources: found.slice(0, 12),
    detail: words.countInTemplate(found.length, [...types]),
    assertions: [assertion],
  };
}
