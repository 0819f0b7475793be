import type { Resource } from '../cfn/types';
import { type ControlRef, controlRefs, severityRank } from './mapping';
import { nameOf } from './rules/_lib/nouns';
import type { FrameworkId, RuleOutcome, Severity } from './types';
import { type Violation, violationIdOf } from './violation';

export interface ReportOptions {
  frameworks: readonly FrameworkId[];
  /** whether a failing finding's fix would apply (default: the rule has a fix) */
  fixOutlook?: (outcome: RuleOutcome) => { auto: boolean; withheld?: string };
  detectedAt: string;
  file?: string;
}

/**
 * Turns failing and undecidable outcomes into violations. A rule that no selected framework cites
 * produces nothing: the scan answers only for the frameworks asked about.
 */
export function buildViolations(outcomes: readonly RuleOutcome[], opts: ReportOptions): Violation[] {
  const violations: Violation[] = [];
  const citations = new Map<string, Citation>();
  const { dropped, failing, superseded } = supersededFindings(outcomes);
  let named: Resource | undefined;
  let name = '';
  let leaves = '';
  for (const outcome of outcomes) {
    const { rule, resource, evaluation } = outcome;
    if (evaluation.status !== 'fail' && evaluation.status !== 'unknown') continue;
    if (superseded.has(rule.id) && dropped.get(resource)?.has(rule.id)) continue;
    const failed = evaluation.status === 'fail';
    // A finding that stands for rules it supersedes cites their controls as well.
    const alsoFailing =
      failed && rule.supersedes ? rule.supersedes.filter((id) => failing.get(resource)?.has(id)) : NONE;
    const citeKey = alsoFailing.length === 0 ? rule.id : [rule.id, ...alsoFailing].join(' ');
    let cited = citations.get(citeKey);
    if (!cited) {
      cited = citationOf([rule.id, ...alsoFailing], opts.frameworks);
      citations.set(citeKey, cited);
    }
    const { refs } = cited;
    if (refs.length === 0) continue;
    const cap = failed ? evaluation.severity : undefined;
    // Outcomes come resource by resource: name each resource once.
    if (named !== resource) {
      named = resource;
      name = nameOf(resource);
      leaves = `Leaves ${name}`;
    }
    const title = failed
      ? evaluation.message
      : `Could not evaluate "${rule.title}" on ${name} because ${evaluation.reason}.`;
    const outlook = failed && rule.fix ? (opts.fixOutlook?.(outcome) ?? { auto: true }) : undefined;
    const violation: Violation = {
      violation_id: violationIdOf(rule.id, resource.logicalId),
      title,
      description: failed
        ? `${evaluation.message} ${rule.description}`
        : `${title} Check this resource by hand or pass the missing parameter values to the scan.`,
      severity: failed ? capped(higher(rule.severity, refs[0].severity), cap) : 'low',
      resource: resource.logicalId,
      resource_type: resource.type,
      control_id: refs[0].controlId,
      // Shared per rule within one report (built fresh for every scan): callers only read them.
      frameworks: cited.frameworks,
      controls: cap ? cappedControls(cited.controls, cap) : cited.controls,
      impact: leaves + cited.impactTail,
      remediation: outlook?.withheld
        ? `${rule.remediation} Not applied automatically because ${outlook.withheld}; the suggested change is the rule's fix.`
        : rule.remediation,
      estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
      auto_fix_available: outlook?.auto ?? false,
      detected_at: opts.detectedAt,
      rule_id: rule.id,
      status: evaluation.status,
    };
    // The resource's own location object is shared when no file is named: callers only read it.
    if (resource.location) {
      violation.location = opts.file ? { ...resource.location, file: opts.file } : resource.location;
    }
    violations.push(violation);
  }
  return sortBySeverityThenLocation(violations);
}

/** What a rule's findings cite, worked out once per rule and scan. */
interface Citation {
  refs: ControlRef[];
  frameworks: FrameworkId[];
  controls: Violation['controls'];
  /** the end of every finding's impact sentence: ` short of <controls>.` */
  impactTail: string;
}

function citationOf(ruleIds: readonly string[], frameworks: readonly FrameworkId[]): Citation {
  const seen = new Set<string>();
  const refs = ruleIds
    .flatMap((id) => controlRefs(id, frameworks))
    .filter((r) => {
      const key = `${r.framework} ${r.controlId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
  return {
    refs,
    frameworks: [...new Set(refs.map((r) => r.framework))],
    controls: refs.map((r) => ({ framework: r.framework, control_id: r.controlId, severity: r.severity })),
    impactTail: ` short of ${refs.map((r) => `${r.framework} ${r.controlId} (${r.controlTitle})`).join('; ')}.`,
  };
}

/**
 * Findings another rule reports as the same problem: a failing rule's `supersedes` drops those
 * rules' failing or undecided findings on the same resource (one problem, one finding). Keyed by
 * resource, and only for rules some failing rule supersedes, so a scan builds no per-finding keys.
 */
function supersededFindings(outcomes: readonly RuleOutcome[]) {
  const dropped = new Map<Resource, Set<string>>();
  const failing = new Map<Resource, Set<string>>();
  const superseded = new Set<string>();
  for (const { rule, resource, evaluation } of outcomes) {
    if (evaluation.status !== 'fail' || !rule.supersedes) continue;
    for (const id of rule.supersedes) {
      addTo(dropped, resource, id);
      superseded.add(id);
    }
  }
  if (superseded.size > 0) {
    for (const { rule, resource, evaluation } of outcomes) {
      if (evaluation.status === 'fail' && superseded.has(rule.id)) addTo(failing, resource, rule.id);
    }
  }
  return { dropped, failing, superseded };
}

function addTo(map: Map<Resource, Set<string>>, resource: Resource, id: string): void {
  const set = map.get(resource);
  if (set) set.add(id);
  else map.set(resource, new Set([id]));
}

const NONE: readonly string[] = [];

const higher = (a: Severity, b: Severity): Severity => (severityRank(a) <= severityRank(b) ? a : b);

/** `severity`, lowered to `cap` when the evaluation says the failure is at most that severe here. */
export const capped = (severity: Severity, cap: Severity | undefined): Severity =>
  cap && severityRank(cap) > severityRank(severity) ? cap : severity;

function cappedControls(controls: Violation['controls'], cap: Severity): Violation['controls'] {
  return controls.map((c) => ({ ...c, severity: capped(c.severity, cap) }));
}

/**
 * Most severe first, then by line and rule id (a stable sort: ties keep their order). Outcomes
 * arrive resource by resource in document order, so each severity's findings are nearly sorted
 * already; those that are not sort on one number per finding (line and rule id's rank, then the
 * position for stability) with the typed array's own numeric sort, not a comparator per pair.
 */
function sortBySeverityThenLocation(violations: Violation[]): Violation[] {
  const buckets: Record<Severity, Violation[]> = { critical: [], high: [], medium: [], low: [] };
  for (const v of violations) buckets[v.severity].push(v);
  const rank = ruleRanks(violations);
  const sorted: Violation[] = [];
  for (const bucket of [buckets.critical, buckets.high, buckets.medium, buckets.low]) {
    for (const v of sortByLocation(bucket, rank)) sorted.push(v);
  }
  return sorted;
}

/** Each rule id's position among the report's rule ids in code-unit order (as `<` compares). */
function ruleRanks(violations: readonly Violation[]): Map<string, number> {
  const rank = new Map<string, number>();
  for (const v of violations) if (!rank.has(v.rule_id)) rank.set(v.rule_id, 0);
  const ids = [...rank.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 0; i < ids.length; i++) rank.set(ids[i], i);
  return rank;
}

function sortByLocation(bucket: Violation[], rank: ReadonlyMap<string, number>): Violation[] {
  const n = bucket.length;
  const keys = new Float64Array(n);
  let sorted = true;
  let largest = 0;
  for (let i = 0; i < n; i++) {
    const v = bucket[i];
    const line = v.location?.line ?? 0;
    // Lines are positive integers; anything else is compared pair by pair as before.
    if (!Number.isInteger(line) || line < 0) return isSorted(bucket) ? bucket : bucket.sort(byLocation);
    keys[i] = line * rank.size + (rank.get(v.rule_id) as number);
    if (i > 0 && keys[i] < keys[i - 1]) sorted = false;
    if (keys[i] > largest) largest = keys[i];
  }
  if (sorted) return bucket;
  // key * n + position is exact below 2^53 (any real template); beyond, compare pair by pair.
  if ((largest + 1) * n >= Number.MAX_SAFE_INTEGER) return bucket.sort(byLocation);
  for (let i = 0; i < n; i++) keys[i] = keys[i] * n + i;
  keys.sort();
  const result: Violation[] = new Array(n);
  for (let i = 0; i < n; i++) result[i] = bucket[keys[i] % n];
  return result;
}

function isSorted(list: readonly Violation[]): boolean {
  for (let i = 1; i < list.length; i++) if (byLocation(list[i - 1], list[i]) > 0) return false;
  return true;
}

function byLocation(a: Violation, b: Violation): number {
  return (
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0)
  );
}
