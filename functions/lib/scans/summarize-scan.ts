import type { AccountScore, FailingControl, ScanFramework } from '#shared/api/compliance-schema';
import { FRAMEWORKS } from '#shared/compliance/frameworks/index';
import { severityRank } from '#shared/compliance/mapping';
import type { ScanResult, Tallies } from '../ports/scan-repository';
import type { ScanPorts, ScanWorkflowInput } from './ports';
import { addTallies, emptyCounts, emptyTallies, scoreOf } from './tallies';

const TOP_CONTROLS = 10;

/** Scores of the selected frameworks (null for the others) and the lowest of them as overall. */
function scoresOf(tallies: Tallies, frameworks: readonly ScanFramework[]) {
  const scores: Record<ScanFramework, number | null> = { SAMA: null, 'NCA-ECC': null, CITC: null };
  for (const f of frameworks) scores[f] = scoreOf(tallies[f]);
  const selected = frameworks.map((f) => scores[f] as number);
  return { scores, overall: selected.length ? Math.min(...selected) : null };
}

/**
 * The last step: adds up every region's sums into the overall and per-framework scores (the
 * engine's formula over all checks), per-account scores, severity counts and the controls failed
 * most, then marks the scan completed at 100% and tells the user's pages.
 */
export async function summarizeScan(ports: ScanPorts, { userId, scanId }: ScanWorkflowInput) {
  const scan = await ports.scans.get(userId, scanId);
  if (scan?.status !== 'running') return { status: scan?.status ?? 'missing' };
  const regions = await ports.scans.regionResults(scanId);
  const total = emptyTallies();
  const severityCounts = emptyCounts();
  const controls = new Map<string, { count: number; severity: FailingControl['severity'] }>();
  const byAccount = new Map<string, { tallies: Tallies; violations: number }>();
  for (const region of regions) {
    addTallies(total, region.tallies);
    const account = byAccount.get(region.accountId) ?? { tallies: emptyTallies(), violations: 0 };
    addTallies(account.tallies, region.tallies);
    account.violations += region.violationCount;
    byAccount.set(region.accountId, account);
    for (const s of Object.keys(severityCounts) as (keyof typeof severityCounts)[])
      severityCounts[s] += region.severityCounts[s];
    for (const [key, { count, severity }] of Object.entries(region.controls)) {
      const entry = controls.get(key) ?? { count: 0, severity };
      entry.count += count;
      controls.set(key, entry);
    }
  }
  const accounts: AccountScore[] = [];
  for (const accountId of scan.accountIds) {
    const found = byAccount.get(accountId);
    const record = await ports.accounts.get(userId, accountId);
    const { scores, overall } = found
      ? scoresOf(found.tallies, scan.frameworks)
      : { scores: { SAMA: null, 'NCA-ECC': null, CITC: null }, overall: null };
    accounts.push({
      account_id: accountId,
      alias: record?.alias ?? accountId,
      account_number: record?.accountNumber ?? '',
      overall_score: overall,
      scores,
      violation_count: found?.violations ?? 0,
    });
  }
  const topFailingControls: FailingControl[] = [...controls.entries()]
    .map(([key, { count, severity }]) => {
      const [framework, controlId] = key.split('|') as [ScanFramework, string];
      const title = FRAMEWORKS[framework].controls.find((c) => c.id === controlId)?.title ?? controlId;
      return { framework, control_id: controlId, title, severity, violation_count: count };
    })
    .sort(
      (a, b) => b.violation_count - a.violation_count || severityRank(a.severity) - severityRank(b.severity),
    )
    .slice(0, TOP_CONTROLS);
  const { scores, overall } = scoresOf(total, scan.frameworks);
  const result: ScanResult = {
    scores,
    overallScore: overall,
    severityCounts,
    violationCount: regions.reduce((sum, r) => sum + r.violationCount, 0),
    accounts,
    topFailingControls,
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
