import type { AccountScore } from '#shared/api/compliance-schema';
import { summarizeRegions } from '#shared/compliance/account-scan/summary';
import type { ScanResult } from '../ports/scan-repository';
import type { ScanPorts, ScanWorkflowInput } from './ports';

/**
 * The last step: every region's sums added up by shared/compliance (scores, per-account scores,
 * severity counts, the controls failed most), the scan marked completed at 100%, the user's
 * pages told.
 */
export async function summarizeScan(ports: ScanPorts, { userId, scanId }: ScanWorkflowInput) {
  const scan = await ports.scans.get(userId, scanId);
  if (scan?.status !== 'running') return { status: scan?.status ?? 'missing' };
  const summary = summarizeRegions(await ports.scans.regionResults(scanId), scan.frameworks);
  const accounts: AccountScore[] = [];
  for (const accountId of scan.accountIds) {
    const { scores, overall, violations } = summary.account(accountId);
    const record = await ports.accounts.get(userId, accountId);
    accounts.push({
      account_id: accountId,
      alias: record?.alias ?? accountId,
      account_number: record?.accountNumber ?? '',
      overall_score: overall,
      scores,
      violation_count: violations,
    });
  }
  const result: ScanResult = {
    scores: summary.scores,
    overallScore: summary.overall,
    severityCounts: summary.severityCounts,
    violationCount: summary.violationCount,
    accounts,
    topFailingControls: summary.topFailingControls,
  };
  const completedAt = ports.now().toISOString();
  if (
    !(await ports.scans.update(
      userId,
      scanId,
      { status: 'completed', progress: 100, completedAt, result },
      true,
    ))
  )
    return { status: 'failed' };
  await ports.publish(userId, {
    scan_id: scanId,
    status: 'completed',
    progress: 100,
    status_reason: null,
    violation_count: result.violationCount,
    resources_scanned: scan.resourcesScanned,
  });
  return { status: 'completed', violations: result.violationCount };
}
