import type { Resource } from '../cfn/types';
import { type Citation, citationFor, reportCitation } from './citation';
import { Findings } from './findings';
import { severityRank } from './mapping';
import { FAIL, OutcomeTable, UNKNOWN } from './outcome-table';
import { type FrameworkId, type Rule, type RuleOutcome, SEVERITIES, type Severity } from './types';
import type { Violation } from './violation';

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
  return buildFindings(outcomes, opts).all();
}

/** `buildViolations`' findings as columns (findings.ts): what a scan keeps, made into objects when read. */
export function buildFindings(
  outcomes: readonly RuleOutcome[] | OutcomeTable,
  opts: ReportOptions,
): Findings {
  const table = outcomes instanceof OutcomeTable ? outcomes : OutcomeTable.of(outcomes);
  // Only failures and unknowns become findings: columns for those, not for every outcome (a third
  // of them at 10,000 resources), each zeroed by its allocation.
  const capacity = table.saying;
  const columns = {
    at: new Int32Array(capacity),
    citationAt: new Int32Array(capacity),
    severityRank: new Uint8Array(capacity),
    autoFix: new Uint8Array(capacity),
    withheld: [] as (string | undefined)[],
  };
  // What each finding sorts on, written as it is made (off the heap: typed arrays): its severity's
  // rank (the severityRank column itself), its line, and its rule's slot among the report's rule ids.
  const keys = new SortKeys(capacity, columns.severityRank);
  // The report's citations (its own copies, see reportCitation), each once: findings point into it.
  const citations: Citation[] = [];
  const cites = new Map<string, Cite>();
  const ruleIds: string[] = [];
  const slotOfRule = new Map<string, number>();
  const { dropped, failing, supersededAt } = supersededFindings(table);
  // Per rule position, read per finding without hashing its id: its citation when it stands for
  // no other rule (most findings).
  const ownCiteAt: (Cite | undefined)[] = new Array(table.rules.length);
  const { status, ruleIndex } = table;
  // A resource's findings are neighbours in the table (its rules run one after another): its line
  // is read once for all of them, not once per finding from a resource object long out of cache.
  let lineSubject = -1;
  let line = 0;
  let n = 0;
  for (let at = 0; at < table.length; at++) {
    if (status[at] !== FAIL && status[at] !== UNKNOWN) continue;
    const position = ruleIndex[at];
    const rule = table.rules[position];
    const subject = table.subjectIndex[at];
    const resource = table.subjects[subject];
    if (supersededAt[position] === 1 && dropped[subject]?.includes(rule.id)) continue;
    const failed = status[at] === FAIL;
    // A finding that stands for rules it supersedes cites their controls as well.
    const alsoFailing = failed && rule.supersedes ? failingAmong(rule.supersedes, failing[subject]) : NONE;
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
      const cited = reportCitation(citationFor(rule, alsoFailing, opts.frameworks));
      const index = citations.push(cited) - 1;
      const { refs } = cited;
      const rank = refs.length === 0 ? -1 : severityRank(higher(rule.severity, refs[0].severity));
      cite = { index, slot, rank };
      cites.set(citeKey, cite);
    }
    if (own) ownCiteAt[position] = cite;
    // no selected framework cites the rule
    if (cite.rank === -1) continue;
    const outlook = failed && rule.fix ? (opts.fixOutlook?.(rule, resource) ?? AUTOMATIC) : undefined;
    const rank = failed ? cappedRank(cite.rank, table.cap(at)) : LOW;
    columns.at[n] = at;
    columns.citationAt[n] = cite.index;
    columns.severityRank[n] = rank;
    columns.autoFix[n] = outlook?.auto ? 1 : 0;
    if (outlook?.withheld) columns.withheld[n] = outlook.withheld;
    if (subject !== lineSubject) {
      lineSubject = subject;
      line = resource.location?.line ?? 0;
    }
    keys.add(line, cite.slot);
    n++;
  }
  const order = reportOrder(table, columns.at, keys, ruleIds, n);
  return new Findings(table, citations, inOrder(columns, order, n), opts.detectedAt, opts.file);
}

/**
 * A report's citation: its position in the report's list, its rule's slot among the sort keys, and
 * the rank of a failure's severity before any cap (the rule's or its first control's, the higher;
 * -1 when no selected framework cites it), worked out once per citation rather than per finding.
 */
interface Cite {
  index: number;
  slot: number;
  rank: number;
}

const LOW = severityRank('low');

/** `capped` on ranks: a cap lowers the severity, never raises it. */
const cappedRank = (rank: number, cap: Severity | undefined): number =>
  cap === undefined ? rank : Math.max(rank, severityRank(cap));

const AUTOMATIC: { auto: boolean; withheld?: string } = { auto: true };

/** The columns' first `n` entries, in `order` (or as they are, when already in order). */
function inOrder(
  columns: ConstructorParameters<typeof Findings>[2],
  order: Int32Array | undefined,
  n: number,
): ConstructorParameters<typeof Findings>[2] {
  if (order === undefined) {
    return {
      at: columns.at.subarray(0, n),
      citationAt: columns.citationAt.subarray(0, n),
      severityRank: columns.severityRank.subarray(0, n),
      autoFix: columns.autoFix.subarray(0, n),
      withheld: columns.withheld,
    };
  }
  const sorted = {
    at: new Int32Array(n),
    citationAt: new Int32Array(n),
    severityRank: new Uint8Array(n),
    autoFix: new Uint8Array(n),
    // sized once: a fifth of the findings are withheld, and growing the list by their writes took
    // a tenth of the report at 10,000 resources
    withheld: new Array<string | undefined>(n),
  };
  for (let i = 0; i < n; i++) {
    const from = order[i];
    sorted.at[i] = columns.at[from];
    sorted.citationAt[i] = columns.citationAt[from];
    sorted.severityRank[i] = columns.severityRank[from];
    sorted.autoFix[i] = columns.autoFix[from];
    const why = columns.withheld[from];
    if (why !== undefined) sorted.withheld[i] = why;
  }
  return sorted;
}

/**
 * Findings another rule reports as the same problem: a failing rule's `supersedes` drops those
 * rules' failing or undecided findings on the same resource (one problem, one finding). Lists by
 * subject position (an array read by the table's index, not a map keyed by resource: at 10,000
 * resources the map's lookups took a fifth of the report), and only for rules some failing rule
 * supersedes; a resource's lists are short (the ids one or two rules supersede), so they are
 * arrays, not sets. `supersededAt` says, by rule position, whether some failure supersedes it.
 */
function supersededFindings(table: OutcomeTable) {
  const { status, ruleIndex, subjectIndex, rules } = table;
  const dropped: (string[] | undefined)[] = [];
  const failing: (string[] | undefined)[] = [];
  const superseded = new Set<string>();
  // Which rule positions supersede others, read from the ~120 rules once: the pass over every
  // outcome then reads only typed arrays, not each failing outcome's rule object.
  const supersedingAt = new Uint8Array(rules.length);
  let anySuperseding = false;
  for (let r = 0; r < rules.length; r++) {
    if (rules[r].supersedes === undefined) continue;
    supersedingAt[r] = 1;
    anySuperseding = true;
  }
  for (let i = 0; anySuperseding && i < table.length; i++) {
    if (status[i] !== FAIL || supersedingAt[ruleIndex[i]] === 0) continue;
    const supersedes = rules[ruleIndex[i]].supersedes as readonly string[];
    for (const id of supersedes) {
      addTo(dropped, subjectIndex[i], id);
      superseded.add(id);
    }
  }
  const supersededAt = new Uint8Array(rules.length);
  if (superseded.size > 0) {
    for (let r = 0; r < rules.length; r++) supersededAt[r] = superseded.has(rules[r].id) ? 1 : 0;
    for (let i = 0; i < table.length; i++) {
      if (status[i] === FAIL && supersededAt[ruleIndex[i]] === 1)
        addTo(failing, subjectIndex[i], rules[ruleIndex[i]].id);
    }
  }
  return { dropped, failing, supersededAt };
}

function addTo(lists: (string[] | undefined)[], subject: number, id: string): void {
  const list = lists[subject];
  if (list === undefined) lists[subject] = [id];
  else if (!list.includes(id)) list.push(id);
}

const NONE: readonly string[] = [];

/** The ids in `ids` that fail on the resource (`failing`, its failing superseded rules), NONE if none. */
function failingAmong(ids: readonly string[], failing: readonly string[] | undefined): readonly string[] {
  if (failing === undefined) return NONE;
  let found: string[] | undefined;
  for (const id of ids) {
    if (!failing.includes(id)) continue;
    if (found === undefined) found = [id];
    else found.push(id);
  }
  return found ?? NONE;
}

const higher = (a: Severity, b: Severity): Severity => (severityRank(a) <= severityRank(b) ? a : b);

/** Sort keys of a report's findings, one entry per finding in the order they were made. */
class SortKeys {
  readonly lines: Int32Array;
  readonly slots: Int32Array;
  length = 0;
  maxLine = 0;
  /** false once a line is not one the counting sort can take (negative, fractional, huge) */
  countable = true;
  constructor(
    capacity: number,
    /** each finding's severity rank, written by the report before it adds the finding's keys */
    readonly severities: Uint8Array,
  ) {
    this.lines = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
  }
  add(line: number, slot: number): void {
    const i = this.length++;
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
 * written as the findings were made, so the sort reads no finding. Answers the findings' positions
 * in report order, or undefined when they are in order already.
 */
function reportOrder(
  table: OutcomeTable,
  at: Int32Array,
  keys: SortKeys,
  ruleIds: readonly string[],
  n: number,
): Int32Array | undefined {
  if (!keys.countable) return comparedOrder(table, at, keys, n);
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
  if (sorted) return undefined;
  let order: Int32Array = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order = countingPass(order, ranks, ruleIds.length);
  order = countingPass(order, lines, keys.maxLine + 1);
  return countingPass(order, severities, SEVERITIES.length);
}

/** The same order by comparison, for lines the counting sort cannot take (a stable sort). */
function comparedOrder(table: OutcomeTable, at: Int32Array, keys: SortKeys, n: number): Int32Array {
  const lineOf = (i: number) => table.subject(at[i]).location?.line ?? 0;
  const ruleOf = (i: number) => table.rule(at[i]).id;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const ra = ruleOf(a);
    const rb = ruleOf(b);
    return (
      keys.severities[a] - keys.severities[b] || lineOf(a) - lineOf(b) || (ra < rb ? -1 : ra > rb ? 1 : 0)
    );
  });
  return Int32Array.from(order);
}

/** Lines past this (a template of over a million lines) are sorted by comparison, not counted. */
const MAX_COUNTED_LINE = 1_000_000;

/** `order` stably sorted by `key` (integers from 0 below `buckets`): one counting-sort pass. */
function countingPass(order: Int32Array, key: Int32Array | Uint8Array, buckets: number): Int32Array {
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
