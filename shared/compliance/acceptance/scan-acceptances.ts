import type { ScanDetail, ScanFramework, ScanViolation } from '../../api/compliance-schema';
import { SEVERITY_WEIGHT, scoreOfTally } from '../score';
import { severityRank } from '../types';
import { stillValid } from './types';

const SCORE_FIELD = { SAMA: 'sama_score', 'NCA-ECC': 'nca_score', CITC: 'citc_score' } as const;

/** A scan as its reader sees it at `now`: findings still accepted set apart and out of the scores. */
export type AcceptedScan = ScanDetail & {
  /** findings whose acceptance holds at `now`: listed (page, exports, report), not counted */
  accepted: ScanViolation[];
};

/**
 * THE place an account scan's acceptances take effect, run wherever the scan is shown or exported,
 * against that reader's clock: a finding accepted until a date that has not passed leaves the
 * findings, their counts and the scores (its weight taken out of the framework's sums, as if it
 * had not been checked); once the date has passed it is back, showing the expired acceptance.
 */
export function withAcceptedFindings(scan: ScanDetail, now: string): AcceptedScan {
  const accepted: ScanViolation[] = [];
  const open: ScanViolation[] = [];
  for (const v of scan.violations)
    (v.acceptance && stillValid(v.acceptance.expires, now) ? accepted : open).push(v);
  if (accepted.length === 0) return { ...scan, accepted };
  const severity_counts = { ...scan.severity_counts };
  for (const v of accepted) severity_counts[v.severity] = Math.max(0, severity_counts[v.severity] - 1);
  const scores = rescored(scan, accepted);
  return {
    ...scan,
    ...scores,
    violations: open,
    accepted,
    severity_counts,
    violation_count: Math.max(0, scan.violation_count - accepted.length),
  };
}

/** The framework scores without the accepted failures' weight (unchanged when the sums were not kept). */
function rescored(scan: ScanDetail, accepted: readonly ScanViolation[]): Partial<ScanDetail> {
  const weights = scan.score_weights;
  if (!weights) return {};
  const out: Partial<Record<(typeof SCORE_FIELD)[ScanFramework], number>> = {};
  const selected: number[] = [];
  for (const framework of scan.frameworks) {
    const sums = weights[framework];
    if (!sums) continue;
    const removed = accepted
      .filter((v) => v.status === 'fail')
      .reduce((sum, v) => sum + weightIn(v, framework), 0);
    const score = scoreOfTally({
      passedWeight: sums.passed,
      totalWeight: Math.max(sums.passed, sums.total - removed),
    });
    out[SCORE_FIELD[framework]] = score;
    selected.push(score);
  }
  return selected.length ? { ...out, overall_score: Math.min(...selected) } : out;
}

/** What a failed check weighed in a framework's sums: its most severe control there. */
function weightIn(v: ScanViolation, framework: ScanFramework): number {
  const severities = v.controls.filter((c) => c.framework === framework).map((c) => c.severity);
  if (severities.length === 0) return 0;
  const worst = severities.sort((a, b) => severityRank(a) - severityRank(b))[0];
  return SEVERITY_WEIGHT[worst];
}
