import type { ScanDetail, ScanFramework, ScanViolation } from '../../api/compliance-schema';
import { SEVERITY_WEIGHT, scoreOfTally } from '../score';
import { severityRank } from '../types';
import { stillValid } from './types';

type Weights = NonNullable<ScanDetail['score_weights']>;

/** A scan as its reader sees it at `now`: findings still accepted set apart and out of the scores. */
export type AcceptedScan = ScanDetail & {
  /** findings whose acceptance holds at `now`: listed (page, exports, report), not counted */
  accepted: ScanViolation[];
};

/**
 * THE place an account scan's acceptances take effect. The API runs it on every scan it returns
 * (detail, list, dashboard) against the reader's clock, so one score shows on every screen: a
 * finding accepted until a date that has not passed leaves the findings, their counts and the
 * scores, the scan's and its account's (its weight taken out of the framework's sums, as if it had
 * not been checked); once the date has passed it is back, showing the expired acceptance.
 * Findings set apart already (a scan read before) stay apart.
 */
export function withAcceptedFindings(scan: ScanDetail, now: string): AcceptedScan {
  const accepted: ScanViolation[] = [...(scan.accepted ?? [])];
  const open: ScanViolation[] = [];
  for (const v of scan.violations)
    (v.acceptance && stillValid(v.acceptance.expires, now) ? accepted : open).push(v);
  const newly = accepted.slice(scan.accepted?.length ?? 0);
  const seen = { ...scan, accepted, accepted_as_of: now };
  if (newly.length === 0) return seen;
  const severity_counts = { ...scan.severity_counts };
  for (const v of newly) severity_counts[v.severity] = Math.max(0, severity_counts[v.severity] - 1);
  const fails = newly.filter((v) => v.status === 'fail');
  const scores = scan.score_weights ? rescored(scan.score_weights, scan.frameworks, fails) : undefined;
  const accounts = scan.accounts.map((account) => {
    const own = newly.filter((v) => v.account_id === account.account_id);
    const weights = scan.account_weights?.[account.account_id];
    if (own.length === 0) return account;
    const counted = { ...account, violation_count: Math.max(0, account.violation_count - own.length) };
    if (!weights) return counted;
    const { byFramework, overall } = rescored(
      weights,
      scan.frameworks,
      own.filter((v) => v.status === 'fail'),
    );
    return { ...counted, overall_score: overall, scores: { ...account.scores, ...byFramework } };
  });
  return {
    ...seen,
    ...(scores
      ? {
          sama_score: scores.byFramework.SAMA ?? scan.sama_score,
          nca_score: scores.byFramework['NCA-ECC'] ?? scan.nca_score,
          citc_score: scores.byFramework.CITC ?? scan.citc_score,
          overall_score: scores.overall ?? scan.overall_score,
        }
      : {}),
    accounts,
    violations: open,
    severity_counts,
    violation_count: Math.max(0, scan.violation_count - newly.length),
  };
}

/** The framework scores without the accepted failures' weight, and the lowest as overall. */
function rescored(weights: Weights, frameworks: readonly ScanFramework[], fails: readonly ScanViolation[]) {
  const byFramework: Partial<Record<ScanFramework, number>> = {};
  for (const framework of frameworks) {
    const sums = weights[framework];
    if (!sums) continue;
    const removed = fails.reduce((sum, v) => sum + weightIn(v, framework), 0);
    byFramework[framework] = scoreOfTally({
      passedWeight: sums.passed,
      totalWeight: Math.max(sums.passed, sums.total - removed),
    });
  }
  const selected = Object.values(byFramework);
  return { byFramework, overall: selected.length ? Math.min(...selected) : null };
}

/** What a failed check weighed in a framework's sums: its most severe control there. */
function weightIn(v: ScanViolation, framework: ScanFramework): number {
  const severities = v.controls.filter((c) => c.framework === framework).map((c) => c.severity);
  if (severities.length === 0) return 0;
  const worst = severities.sort((a, b) => severityRank(a) - severityRank(b))[0];
  return SEVERITY_WEIGHT[worst];
}
