import { frameworkSeverity } from '../mapping';
import { addCheck, emptyTally, SEVERITY_WEIGHT, scoreOfTally, type Tally } from '../score';
import { type Evaluation, FRAMEWORK_IDS, type FrameworkId, SEVERITIES, type Severity } from '../types';

/** Weighted pass/fail sums of one framework (the engine's score formula, added up across regions). */
export type FrameworkTally = Tally;
export type Tallies = Record<FrameworkId, FrameworkTally>;
export type SeverityCounts = Record<Severity, number>;

export const emptyTallies = (): Tallies =>
  Object.fromEntries(FRAMEWORK_IDS.map((f) => [f, emptyTally()])) as Tallies;

export const emptyCounts = (): SeverityCounts =>
  Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as SeverityCounts;

/**
 * One check of `ruleId` (a resource rule or an account rule) into the sums of the selected
 * frameworks, weighed as a template scan's score weighs it.
 */
export function tallyCheck(
  tallies: Tallies,
  frameworks: readonly FrameworkId[],
  ruleId: string,
  evaluation: Evaluation,
): void {
  for (const framework of frameworks) {
    const severity = frameworkSeverity(ruleId, framework);
    if (severity) addCheck(tallies[framework], SEVERITY_WEIGHT[severity], evaluation);
  }
}

export function addTallies(into: Tallies, from: Tallies): void {
  for (const framework of Object.keys(into) as FrameworkId[]) {
    const a = into[framework];
    const b = from[framework];
    a.passedWeight += b.passedWeight;
    a.totalWeight += b.totalWeight;
    a.passed += b.passed;
    a.failed += b.failed;
    a.unknown += b.unknown;
  }
}

/** The template scan's formula on summed weights. */
export const scoreOf = scoreOfTally;
