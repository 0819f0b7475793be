import type { ScanFramework, SeverityCounts } from '#shared/api/compliance-schema';
import { SEVERITY_WEIGHT } from '#shared/compliance/score';
import type { Evaluation, Severity } from '#shared/compliance/types';
import type { FrameworkTally, Tallies } from '../ports/scan-repository';

export const emptyTally = (): FrameworkTally => ({
  passedWeight: 0,
  totalWeight: 0,
  passed: 0,
  failed: 0,
  unknown: 0,
});

export const emptyTallies = (): Tallies => ({
  SAMA: emptyTally(),
  'NCA-ECC': emptyTally(),
  CITC: emptyTally(),
});

export const emptyCounts = (): SeverityCounts => ({ critical: 0, high: 0, medium: 0, low: 0 });

/**
 * Adds one check to a framework's sums exactly as `scoreFramework` (shared/compliance/score.ts)
 * does for a template: weight by the framework's severity, passed and failed counted, unknown
 * reported only, not-applicable left out. Kept as sums so regions and accounts add up.
 */
export function addCheck(
  tally: FrameworkTally,
  severity: Severity | undefined,
  evaluation: Evaluation,
): void {
  if (!severity) return;
  const weight = SEVERITY_WEIGHT[severity];
  if (evaluation.status === 'pass') {
    tally.passed++;
    tally.passedWeight += weight;
    tally.totalWeight += weight;
  } else if (evaluation.status === 'fail') {
    tally.failed++;
    tally.totalWeight += weight;
  } else if (evaluation.status === 'unknown') {
    tally.unknown++;
  }
}

export function addTallies(into: Tallies, from: Tallies): void {
  for (const framework of Object.keys(into) as ScanFramework[]) {
    const a = into[framework];
    const b = from[framework];
    a.passedWeight += b.passedWeight;
    a.totalWeight += b.totalWeight;
    a.passed += b.passed;
    a.failed += b.failed;
    a.unknown += b.unknown;
  }
}

/** The engine's formula on summed weights: 100 when nothing applicable was checked. */
export function scoreOf(tally: FrameworkTally): number {
  return tally.totalWeight === 0 ? 100 : Math.round((100 * tally.passedWeight) / tally.totalWeight);
}
