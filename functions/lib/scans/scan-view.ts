import type { ScanSummary } from '#shared/api/compliance-schema';
import { emptyCounts } from '#shared/compliance/account-scan/tallies';
import type { ScanRecord } from '../ports/scan-repository';

/** The stored scan in the API's shape (spec fields plus coverage, accounts and how it started). */
export function scanSummary(scan: ScanRecord): ScanSummary {
  const result = scan.result;
  const collected = Math.max(0, scan.unitsDone - scan.gaps.length);
  return {
    scan_id: scan.id,
    status: scan.status,
    progress: scan.progress,
    violation_count: result?.violationCount ?? 0,
    overall_score: result?.overallScore ?? null,
    sama_score: result?.scores.SAMA ?? null,
    nca_score: result?.scores['NCA-ECC'] ?? null,
    citc_score: result?.scores.CITC ?? null,
    severity_counts: result?.severityCounts ?? emptyCounts(),
    started_at: scan.startedAt,
    completed_at: scan.completedAt ?? null,
    account_ids: scan.accountIds,
    frameworks: scan.frameworks,
    status_reason: scan.statusReason ?? null,
    trigger: scan.trigger,
    coverage:
      scan.unitsTotal > 0
        ? {
            units_total: scan.unitsTotal,
            units_collected: collected,
            // floored: a scan missing anything never shows 100%
            percent: Math.floor((100 * collected) / scan.unitsTotal),
            resources_scanned: scan.resourcesScanned,
            gaps: scan.gaps,
            regions: (scan.scannedRegions ?? []).map((r) => ({
              account_id: r.accountId,
              regions: r.regions,
            })),
          }
        : null,
    accounts: result?.accounts ?? [],
    sandbox: scan.sandbox,
  };
}
