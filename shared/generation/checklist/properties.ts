import { type LedgerWords, ledgerWords } from '../ledger-words';
import { placeOf } from '../properties/apply';
import { isMapPath } from '../properties/schema';
import type { StatedProperty } from '../properties/stated';
import { fitEngineVersion } from '../synthesis/engine-versions';
import { type Assertion, evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/**
 * Each setting the brief states for a resource the template has (requirements' stated
 * properties), asserted on the property it sets: met only when the template holds the stated
 * value. A value beyond what the property allows is built at the bound and reported not met,
 * saying the bound; a setting for a type the template lacks is left to the service's own entry.
 */
export function statedPropertyItems(
  readings: readonly StatedProperty[],
  resources: readonly TemplateResource[],
  /** the words the service settings already placed on the template */
  placedElsewhere: readonly string[] = [],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const taken = new Set<string>();
  const unplaced: StatedProperty[] = [];
  const placedQuotes = new Set(placedElsewhere.map((q) => q.toLowerCase()));
  // words inside what a family's setting read ("required" in "MFA required") are that setting's
  const familyWords = placedElsewhere.map((q) => q.toLowerCase());
  for (const reading of readings) {
    const quote = reading.quote.toLowerCase();
    if (familyWords.some((q) => q !== quote && q.includes(quote))) continue;
    const place = placeOf(reading, resources, taken);
    if (!place) {
      unplaced.push(reading);
      continue;
    }
    placedQuotes.add(reading.quote.toLowerCase());
    const { type, target, value: built } = place;
    const asked = target.stated ?? target.value;
    // a version written as a release line ("MySQL 8.0") is met by its newest release RDS creates
    const release = releaseOf(type, target.path, String(asked), resources);
    const [tagKey, ...tagValue] = String(built).split('=');
    const tests = isMapPath(type, target.path)
      ? [{ path: `${target.path}.${tagKey}`, op: 'equals' as const, value: tagValue.join('=') }]
      : target.path === 'Tags'
        ? [
            { path: 'Tags.*.Key', op: 'includes' as const, value: tagKey ?? '' },
            { path: 'Tags.*.Value', op: 'includes' as const, value: tagValue.join('=') },
          ]
        : [
            {
              path: target.path,
              op: target.path.includes('*') ? ('includes' as const) : ('equals' as const),
              // the value asked for: one kept within the property's bounds is built, and is not it
              value: release ?? asked,
            },
          ];
    const assertion: Assertion = { kind: 'exists', types: [type], where: tests };
    const { status, results } = evaluateAll([assertion], resources);
    const beyond = String(built) !== String(asked);
    const ids = results[0]?.resources.join(', ') ?? '';
    items.push({
      kind: 'setting',
      requirement: words.settingAsked(type, target.path, String(asked)),
      quote: reading.quote,
      status: status === 'met' ? 'met' : 'not-met',
      resources: (results[0]?.resources ?? []).slice(0, 12),
      detail: beyond
        ? words.beyondBounds(String(asked), target.path, type, String(built))
        : release && status === 'met'
          ? words.metAsRelease(release, String(asked), ids)
          : status === 'met'
            ? words.setOn(ids)
            : words.noneHasValue([type], target.path, String(built)),
      assertions: [assertion],
    });
  }
  // a setting stated for a resource the brief names and the template lacks is said, not dropped;
  // words another reading placed ("t3.micro" on the instance) are that reading's, not a second ask
  for (const reading of unplaced) {
    const quote = reading.quote.toLowerCase();
    const said = [...placedQuotes].some((q) => q.includes(quote));
    const missing = said ? undefined : notPlaced(reading, words);
    if (missing) items.push(missing);
  }
  return items;
}

/** A stated setting whose resource the brief names but the template does not have: not met, and why. */
function notPlaced(reading: StatedProperty, words: LedgerWords): ChecklistItem | undefined {
  const target = reading.targets.find((t) => t.said);
  if (!target) return undefined;
  const asked = target.stated ?? target.value;
  const assertion: Assertion = {
    kind: 'exists',
    types: [target.type],
    where: [{ path: target.path, op: 'equals', value: target.value }],
  };
  return {
    kind: 'setting',
    requirement: words.settingAsked(target.type, target.path, String(asked)),
    quote: reading.quote,
    status: 'not-met',
    resources: [],
    detail: words.nothingToSetOn(target.type, target.path),
    assertions: [assertion],
  };
}

/**
 * The release an RDS engine version stated as a release line is built as ("8.0" -> "8.0.46"), from
 * the versions RDS creates for the engine of the template's resource of that type; undefined for
 * any other property, a version RDS lists as stated, or one it no longer creates (not met).
 */
function releaseOf(
  type: string,
  path: string,
  asked: string,
  resources: readonly TemplateResource[],
): string | undefined {
  if (path !== 'EngineVersion' || !type.startsWith('AWS::RDS::')) return undefined;
  const engine = resources.find((r) => r.type === type && typeof r.props.Engine === 'string')?.props.Engine;
  const fit = typeof engine === 'string' ? fitEngineVersion(type, engine, asked) : undefined;
  return fit?.how === 'release' ? fit.version : undefined;
}
