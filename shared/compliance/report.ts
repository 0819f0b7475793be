import type { Resource } from '../cfn/types';
import { type ControlRef, controlRefs, severityRank } from './mapping';
import { FAIL, OutcomeTable, UNKNOWN } from './outcome-table';
import { nameOf } from './rules/_lib/nouns';
import { type FrameworkId, type Rule, type RuleOutcome, SEVERITIES, type Severity } from './types';
import { type Violation, violationIdOf } from './violation';

export interface ReportOptions {
  frameworks: readonly FrameworkId[];
  /** whether a failing finding's fix would apply (default: the rule has a fix) */
  fixOutlook?: (rule: Rule, resource: Resource) => { auto: boolean; withheld?: string };
  detectedAt: string;
  file?: string;
}

/**
 * Turns failing and undecidable outcomes into violations. A rule that no selected framework cites
 * produces nothing: the scan answers only for the frameworks asked about.
 */
export function buildViolations(
  outcomes: readonly RuleOutcome[] | OutcomeTable,
  opts: ReportOptions,
): Violation[] {
  const table = outcomes instanceof OutcomeTable ? outcomes : OutcomeTable.of(outcomes);
  const violations: Violation[] = [];
  // What each finding sorts on, written as it is made (off the heap: typed arrays): its severity's
  // rank, its line, and its rule's slot among the report's rule ids.
  const keys = new SortKeys(table.length);
  const cites = new Map<string, { cited: Citation; slot: number }>();
  const ruleIds: string[] = [];
  const slotOfRule = new Map<string, number>();
  const { dropped, failing, superseded } = supersededFindings(table);
  // Per rule position, read per finding without hashing its id: whether some failure supersedes
  // the rule, and its citation when it stands for no other rule (most findings).
  const supersededAt = new Uint8Array(table.rules.length);
  if (superseded.size > 0)
    for (let r = 0; r < table.rules.length; r++) supersededAt[r] = superseded.has(table.rules[r].id) ? 1 : 0;
  const ownCiteAt: ({ cited: Citation; slot: number } | undefined)[] = new Array(table.rules.length);
  let named: Resource | undefined;
  let name = '';
  let leaves = '';
  const { status, ruleIndex } = table;
  for (let at = 0; at < table.length; at++) {
    if (status[at] !== FAIL && status[at] !== UNKNOWN) continue;
    const position = ruleIndex[at];
    const rule = table.rules[position];
    const resource = table.subject(at);
    // a failure's message or an unknown's reason
    const said = table.text(at) as string;
    if (supersededAt[position] === 1 && dropped.get(resource)?.includes(rule.id)) continue;
    const failed = status[at] === FAIL;
    // A finding that stands for rules it supersedes cites their controls as well.
    const alsoFailing =
      failed && rule.supersedes ? rule.supersedes.filter((id) => failing.get(resource)?.includes(id)) : NONE;
    const own = alsoFailing.length === 0;
    const citeKey = own ? rule.id : [rule.id, ...alsoFailing].join(' ');
    let cite = own ? ownCiteAt[position] : undefined;
    cite ??= cites.get(citeKey);
    if (!cite) {
      let slot = slotOfRule.get(rule.id);
      if (slot === undefined) {
        slot = ruleIds.push(rule.id) - 1;
        slotOfRule.set(rule.id, slot);
      }
      cite = { cited: reportCitation(citationFor(rule, alsoFailing, opts.frameworks)), slot };
      cites.set(citeKey, cite);
    }
    if (own) ownCiteAt[position] = cite;
    const { cited } = cite;
    const { refs } = cited;
    if (refs.length === 0) continue;
    const cap = failed ? table.cap(at) : undefined;
    // Outcomes come resource by resource: name each resource once.
    if (named !== resource) {
      named = resource;
      name = nameOf(resource);
      leaves = `Leaves ${name}`;
    }
    const title = failed ? said : `Could not evaluate "${rule.title}" on ${name} because ${said}.`;
    const outlook = failed && rule.fix ? (opts.fixOutlook?.(rule, resource) ?? { auto: true }) : undefined;
    const severity = failed ? capped(higher(rule.severity, refs[0].severity), cap) : 'low';
    const violation: Violation = {
      violation_id: violationIdOf(rule.id, resource.logicalId),
      title,
      description: failed ? said + cited.descriptionTail : title + UNDECIDED_TAIL,
      severity,
      resource: resource.logicalId,
      resource_type: resource.type,
      control_id: refs[0].controlId,
      // Shared per rule within one report (fresh for every scan): callers only read them.
      frameworks: cited.frameworks,
      controls: cap ? cappedControls(cited, cap) : cited.controls,
      impact: leaves + cited.impactTail,
      remediation: outlook?.withheld
        ? cited.withheldHead + outlook.withheld + WITHHELD_TAIL
        : rule.remediation,
      estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
      auto_fix_available: outlook?.auto ?? false,
      detected_at: opts.detectedAt,
      rule_id: rule.id,
      status: failed ? 'fail' : 'unknown',
      // The resource's own location object is shared when no file is named: callers only read it.
      location:
        resource.location && (opts.file ? { ...resource.location, file: opts.file } : resource.location),
    };
    // Written in the literal, the location sits inside the object rather than in a second block
    // added later (~50 bytes less a finding); a finding without one has no location key at all.
    if (violation.location === undefined) delete violation.location;
    keys.add(severityRank(severity), resource.location?.line ?? 0, cite.slot);
    violations.push(violation);
  }
  return sortBySeverityThenLocation(violations, keys, ruleIds);
}

/**
 * What a rule's findings cite, and the parts of their sentences that are the rule's own, worked out
 * once per rule, superseded rules and frameworks in a process (the framework data is fixed): a
 * finding's sentences are then one join each. Each report gets its own copy of the lists findings
 * hold (`reportCitation`), so no reader of one scan's findings can change another's.
 */
interface Citation {
  refs: ControlRef[];
  frameworks: FrameworkId[];
  controls: Violation['controls'];
  /** the end of every finding's impact sentence: ` short of <controls>.` */
  impactTail: string;
  /** ` <rule description>`, after a failure's message */
  descriptionTail: string;
  /** `<remediation> Not applied automatically because `, before why */
  withheldHead: string;
  /** `controls` with severities lowered to a failure's cap, by cap (made when first needed) */
  cappedAt?: Map<Severity, Violation['controls']>;
}

const UNDECIDED_TAIL = ' Check this resource by hand or pass the missing parameter values to the scan.';
const WITHHELD_TAIL = "; the suggested change is the rule's fix.";

const citations = new WeakMap<Rule, Map<string, Citation>>();

function citationFor(
  rule: Rule,
  alsoFailing: readonly string[],
  frameworks: readonly FrameworkId[],
): Citation {
  let byCase = citations.get(rule);
  if (byCase === undefined) {
    byCase = new Map();
    citations.set(rule, byCase);
  }
  const key = `${frameworks.join(' ')}|${alsoFailing.join(' ')}`;
  let cited = byCase.get(key);
  if (cited === undefined) {
    cited = citationOf(rule, alsoFailing, frameworks);
    byCase.set(key, cited);
  }
  return cited;
}

function citationOf(
  rule: Rule,
  alsoFailing: readonly string[],
  frameworks: readonly FrameworkId[],
): Citation {
  const seen = new Set<string>();
  const refs = [rule.id, ...alsoFailing]
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
    descriptionTail: ` ${rule.description}`,
    withheldHead: `${rule.remediation} Not applied automatically because `,
  };
}

/**
 * Findings another rule reports as the same problem: a failing rule's `supersedes` drops those
 * rules' failing or undecided findings on the same resource (one problem, one finding). Keyed by
 * resource, and only for rules some failing rule supersedes, so a scan builds no per-finding keys;
 * a resource's lists are short (the ids one or two rules supersede), so they are arrays, not sets.
 */
function supersededFindings(table: OutcomeTable) {
  const dropped = new Map<Resource, string[]>();
  const failing = new Map<Resource, string[]>();
  const superseded = new Set<string>();
  const { status } = table;
  for (let i = 0; i < table.length; i++) {
    if (status[i] !== FAIL) continue;
    const { supersedes } = table.rule(i);
    if (supersedes === undefined) continue;
    for (const id of supersedes) {
      addTo(dropped, table.subject(i), id);
      superseded.add(id);
    }
  }
  if (superseded.size > 0) {
    for (let i = 0; i < table.length; i++) {
      if (status[i] !== FAIL) continue;
      const { id } = table.rule(i);
      if (superseded.has(id)) addTo(failing, table.subject(i), id);
    }
  }
  return { dropped, failing, superseded };
}

function addTo(map: Map<Resource, string[]>, resource: Resource, id: string): void {
  const list = map.get(resource);
  if (list === undefined) map.set(resource, [id]);
  else if (!list.includes(id)) list.push(id);
}

const NONE: readonly string[] = [];

const higher = (a: Severity, b: Severity): Severity => (severityRank(a) <= severityRank(b) ? a : b);

/** `severity`, lowered to `cap` when the evaluation says the failure is at most that severe here. */
export const capped = (severity: Severity, cap: Severity | undefined): Severity =>
  cap && severityRank(cap) > severityRank(severity) ? cap : severity;

/** A citation as one report's findings hold it: its lists copied, its capped controls its own. */
function reportCitation(cited: Citation): Citation {
  return {
    ...cited,
    frameworks: [...cited.frameworks],
    controls: cited.controls.map((c) => ({ ...c })),
    cappedAt: undefined,
  };
}

/** A citation's controls with their severity lowered to `cap`, made once per rule, cap and report. */
function cappedControls(cited: Citation, cap: Severity): Violation['controls'] {
  cited.cappedAt ??= new Map();
  let controls = cited.cappedAt.get(cap);
  if (controls === undefined) {
    controls = cited.controls.map((c) => ({ ...c, severity: capped(c.severity, cap) }));
    cited.cappedAt.set(cap, controls);
  }
  return controls;
}

/** Sort keys of a report's findings, one entry per finding in the order they were made. */
class SortKeys {
  readonly severities: Int32Array;
  readonly lines: Int32Array;
  readonly slots: Int32Array;
  length = 0;
  maxLine = 0;
  /** false once a line is not one the counting sort can take (negative, fractional, huge) */
  countable = true;
  constructor(capacity: number) {
    this.severities = new Int32Array(capacity);
    this.lines = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
  }
  add(severity: number, line: number, slot: number): void {
    const i = this.length++;
    this.severities[i] = severity;
    this.slots[i] = slot;
    // Lines are positive integers; anything else is compared pair by pair.
    if (!Number.isInteger(line) || line < 0 || line > MAX_COUNTED_LINE) {
      this.countable = false;
      return;
    }
    this.lines[i] = line;
    if (line > this.maxLine) this.maxLine = line;
  }
}

/**
 * Most severe first, then by line and rule id (a stable sort: ties keep their order). Outcomes
 * arrive resource by resource in document order, so findings are often in order already; those
 * that are not are sorted by counting, one stable pass per key from the last (rule id's rank, then
 * line, then severity): linear in the findings and the template's lines, where a comparison sort
 * (or the typed array's numeric one, which took a sixth of the report) grows faster. The keys were
 * written as the findings were made, so the sort reads no finding.
 */
function sortBySeverityThenLocation(
  violations: Violation[],
  keys: SortKeys,
  ruleIds: readonly string[],
): Violation[] {
  const n = violations.length;
  if (!keys.countable) return violations.sort(bySeverityThenLocation);
  const { severities, lines } = keys;
  // Each rule id's rank among the report's ids in code-unit order (as `<` compares).
  const bySlot = ruleIds.map((_, slot) => slot).sort((a, b) => (ruleIds[a] < ruleIds[b] ? -1 : 1));
  const rankOfSlot = new Int32Array(ruleIds.length);
  for (let rank = 0; rank < bySlot.length; rank++) rankOfSlot[bySlot[rank]] = rank;
  const ranks = new Int32Array(n);
  let sorted = true;
  for (let i = 0; i < n; i++) {
    ranks[i] = rankOfSlot[keys.slots[i]];
    if (sorted && i > 0) {
      const j = i - 1;
      sorted =
        severities[j] < severities[i] ||
        (severities[j] === severities[i] &&
          (lines[j] < lines[i] || (lines[j] === lines[i] && ranks[j] <= ranks[i])));
    }
  }
  if (sorted) return violations;
  let order: Int32Array = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order = countingPass(order, ranks, ruleIds.length);
  order = countingPass(order, lines, keys.maxLine + 1);
  order = countingPass(order, severities, SEVERITIES.length);
  const result: Violation[] = new Array(n);
  for (let i = 0; i < n; i++) result[i] = violations[order[i]];
  return result;
}

/** Lines past this (a template of over a million lines) are sorted by comparison, not counted. */
const MAX_COUNTED_LINE = 1_000_000;

/** `order` stably sorted by `key` (integers from 0 below `buckets`): one counting-sort pass. */
function countingPass(order: Int32Array, key: Int32Array, buckets: number): Int32Array {
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < order.length; i++) starts[key[order[i]] + 1]++;
  for (let b = 0; b < buckets; b++) starts[b + 1] += starts[b];
  const out = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const at = order[i];
    out[starts[key[at]]++] = at;
  }
  return out;
}

function bySeverityThenLocation(a: Violation, b: Violation): number {
  return severityRank(a.severity) - severityRank(b.severity) || byLocation(a, b);
}

function byLocation(a: Violation, b: Violation): number {
  return (
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0)
  );
}
