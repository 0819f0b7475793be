import { FRAMEWORKS } from './frameworks';
import { isManual } from './frameworks/types';
import { frameworkSeverities, frameworkSeverity } from './mapping';
import { NOT_APPLICABLE, OutcomeTable, PASS, UNKNOWN } from './outcome-table';
import { type Evaluation, FRAMEWORK_IDS, type FrameworkId, type RuleOutcome, type Severity } from './types';

/** What a failed check costs a score, by the framework's severity for it. */
export const SEVERITY_WEIGHT: Readonly<Record<Severity, number>> = {
  critical: 10,
  high: 5,
  medium: 2,
  low: 1,
};

export interface ScoredCheck {
  ruleId: string;
  evaluation: Evaluation;
}

export interface FrameworkScore {
  framework: FrameworkId;
  /** 0-100, see `scoreFramework` */
  score: number;
  passed: number;
  failed: number;
  /** checks that could not be evaluated (unknown values): reported, not counted */
  unknown: number;
  /** controls no scan can evidence: reported, not counted */
  manualControls: number;
  automatedControls: number;
}

/**
 * Score of one framework over a set of checks (one check = one rule on one resource).
 *
 *   score = round(100 * sum(weight of passed checks) / sum(weight of passed + failed checks))
 *
 * where a check counts for a framework when its rule evidences at least one of the framework's
 * controls, and its weight is SEVERITY_WEIGHT of the highest severity the framework gives that rule
 * (critical 10, high 5, medium 2, low 1); a failure its rule caps at a lower severity here (the
 * evaluation's `severity`) weighs at most that severity's weight. Not-applicable and unknown checks are left out of both
 * sums; manual controls are counted and reported but never scored. With no applicable check the
 * score is 100: nothing that was checked failed.
 */
export function scoreFramework(framework: FrameworkId, checks: readonly ScoredCheck[]): FrameworkScore {
  const tally = emptyTally();
  for (const { ruleId, evaluation } of checks) {
    const severity = frameworkSeverity(ruleId, framework);
    if (severity) addCheck(tally, SEVERITY_WEIGHT[severity], evaluation);
  }
  return summarise(framework, tally);
}

/**
 * Weighted pass/fail sums of one framework: what a score is computed from. Kept as sums so an
 * account scan adds regions and accounts up and scores them with the same formula.
 */
export interface Tally {
  passed: number;
  failed: number;
  unknown: number;
  passedWeight: number;
  totalWeight: number;
}

export const emptyTally = (): Tally => ({
  passed: 0,
  failed: 0,
  unknown: 0,
  passedWeight: 0,
  totalWeight: 0,
});

/**
 * One check into a framework's sums: passed and failed weighed (a capped failure at most its
 * cap's weight), unknown reported only, not-applicable left out.
 */
export function addCheck(tally: Tally, weight: number, evaluation: Evaluation): void {
  const { status } = evaluation;
  if (status === 'pass') {
    tally.passed++;
    tally.passedWeight += weight;
    tally.totalWeight += weight;
  } else if (status === 'fail') {
    tally.failed++;
    tally.totalWeight += cappedWeight(weight, evaluation);
  } else if (status === 'unknown') tally.unknown++;
}

/** THE score formula on a framework's sums: 100 when nothing applicable was checked. */
export function scoreOfTally(tally: Pick<Tally, 'passedWeight' | 'totalWeight'>): number {
  return tally.totalWeight === 0 ? 100 : Math.round((100 * tally.passedWeight) / tally.totalWeight);
}

function summarise(framework: FrameworkId, tally: Tally): FrameworkScore {
  const controls = FRAMEWORKS[framework].controls;
  const manualControls = controls.filter(isManual).length;
  const { passed, failed, unknown } = tally;
  return {
    framework,
    score: scoreOfTally(tally),
    passed,
    failed,
    unknown,
    manualControls,
    automatedControls: controls.length - manualControls,
  };
}

/**
 * `scoreFramework` for every framework in one pass over a scan's outcomes (same formula). Checks
 * are counted per rule first (passed, unknown, failed by the severity they are capped at), then
 * weighed once per rule and framework: a scan has thousands of checks and a hundred rules.
 */
export function scoreOutcomes(outcomes: readonly RuleOutcome[]): Record<FrameworkId, FrameworkScore> {
  return scoreTable(OutcomeTable.of(outcomes));
}

/**
 * `scoreOutcomes` over a scan's outcome table, leaving out the checks `counts` refuses (accepted
 * risks). Counted by rule position in typed arrays, one row of CAPS.length + 2 counters per rule.
 */
export function scoreTable(
  table: OutcomeTable,
  counts: (at: number) => boolean = COUNT_ALL,
): Record<FrameworkId, FrameworkScore> {
  const row = CAPS.length + 2;
  const counters = new Int32Array(table.rules.length * row);
  const { ruleIndex, status } = table;
  for (let i = 0; i < table.length; i++) {
    const code = status[i];
    if (code === NOT_APPLICABLE || (counts !== COUNT_ALL && !counts(i))) continue;
    const at = ruleIndex[i] * row;
    if (code === PASS) counters[at]++;
    else if (code === UNKNOWN) counters[at + 1]++;
    else {
      counters[at + 2 + capIndex(table.cap(i))]++;
    }
  }
  // Rules are weighed by id: two rules with one id (never in ALL_RULES) count as one.
  const byId = new Map<string, RuleCounts>();
  for (let r = 0; r < table.rules.length; r++) {
    const at = r * row;
    let seen = false;
    for (let c = 0; c < row; c++) seen ||= counters[at + c] > 0;
    if (!seen) continue;
    const id = table.rules[r].id;
    let count = byId.get(id);
    if (count === undefined) {
      count = { passed: 0, unknown: 0, failedAt: [0, 0, 0, 0, 0] };
      byId.set(id, count);
    }
    count.passed += counters[at];
    count.unknown += counters[at + 1];
    for (let c = 0; c < CAPS.length; c++) count.failedAt[c] += counters[at + 2 + c];
  }
  return weigh(byId);
}

const COUNT_ALL = () => true;

function weigh(counts: ReadonlyMap<string, RuleCounts>): Record<FrameworkId, FrameworkScore> {
  const tallies: Tally[] = FRAMEWORK_IDS.map(emptyTally);
  for (const [ruleId, count] of counts) {
    const weights = weightsOf(ruleId);
    for (let f = 0; f < tallies.length; f++) {
      const weight = weights[f];
      if (weight === 0) continue;
      const tally = tallies[f];
      tally.passed += count.passed;
      tally.passedWeight += weight * count.passed;
      tally.totalWeight += weight * count.passed;
      for (let c = 0; c < CAPS.length; c++) {
        const failed = count.failedAt[c];
        if (failed === 0) continue;
        const cap = CAPS[c];
        tally.failed += failed;
        tally.totalWeight += (cap ? Math.min(weight, SEVERITY_WEIGHT[cap]) : weight) * failed;
      }
      tally.unknown += count.unknown;
    }
  }
  return Object.fromEntries(FRAMEWORK_IDS.map((f, i) => [f, summarise(f, tallies[i])])) as Record<
    FrameworkId,
    FrameworkScore
  >;
}

/** One rule's checks in a scan: failures counted by their cap (index in CAPS; 0 is none). */
interface RuleCounts {
  passed: number;
  unknown: number;
  failedAt: number[];
}

const CAPS: readonly (Severity | undefined)[] = [undefined, 'critical', 'high', 'medium', 'low'];

/** Where a failure's cap is counted; a cap that is no severity caps nothing. */
function capIndex(cap: Severity | undefined): number {
  return cap ? Math.max(CAPS.indexOf(cap), 0) : 0;
}

/** A failure the rule caps at a lower severity here costs no more than that severity's weight. */
function cappedWeight(weight: number, evaluation: Evaluation): number {
  const cap = evaluation.status === 'fail' ? evaluation.severity : undefined;
  return cap ? Math.min(weight, SEVERITY_WEIGHT[cap]) : weight;
}

/** Per rule, the weight of a check in each framework of FRAMEWORK_IDS (0 where it is not cited). */
const weightsByRule = new Map<string, readonly number[]>();

function weightsOf(ruleId: string): readonly number[] {
  let weights = weightsByRule.get(ruleId);
  if (!weights) {
    const severities = frameworkSeverities(ruleId);
    weights = FRAMEWORK_IDS.map((f) => {
      const severity = severities[f];
      return severity ? SEVERITY_WEIGHT[severity] : 0;
    });
    weightsByRule.set(ruleId, weights);
  }
  return weights;
}
