import type { ComplianceDashboard } from '#shared/api/compliance-schema';
import { stillValid } from '#shared/compliance/acceptance/types';
import { failingControlsOf } from '#shared/compliance/account-scan/summary';
import { findingChanges } from './finding-changes';
import type { ScanPorts } from './ports';
import { listScans, readerNow } from './read-scans';

const TREND_POINTS = 10;

/**
 * GET /api/compliance/dashboard: the newest scan (to resume or load), each linked account's scores
 * from the newest completed scan that covered it, the score trend of the last completed scans and
 * the controls the latest completed scan failed most. `premium` says whether daily scans run.
 */
export async function complianceDashboard(
  ports: ScanPorts,
  userId: string,
  premium: boolean,
): Promise<ComplianceDashboard> {
  const scans = await listScans(ports, userId);
  const completed = scans.filter((s) => s.status === 'completed' && s.completed_at);
  const linked = await ports.accounts.list(userId);
  const accounts: ComplianceDashboard['accounts'] = [];
  for (const account of linked) {
    const scan = completed.find((s) => s.account_ids.includes(account.id));
    const score = scan?.accounts.find((a) => a.account_id === account.id);
    if (scan && score) {
      accounts.push({
        ...score,
        alias: account.alias,
        scan_id: scan.scan_id,
        scanned_at: scan.completed_at ?? scan.started_at,
      });
    }
  }
  const latest = completed[0] ? await ports.scans.get(userId, completed[0].scan_id) : undefined;
  const [newest, previous] = completed;
  const changes =
    newest && previous
      ? findingChanges(
          { scanId: previous.scan_id, violations: await ports.scans.violations(previous.scan_id) },
          { scanId: newest.scan_id, violations: await ports.scans.violations(newest.scan_id) },
        )
      : null;
  return {
    latest_scan: scans[0] ?? null,
    accounts,
    trend: completed
      .slice(0, TREND_POINTS)
      .reverse()
      .map((s) => ({
        scan_id: s.scan_id,
        completed_at: s.completed_at ?? s.started_at,
        overall_score: s.overall_score,
        sama_score: s.sama_score,
        nca_score: s.nca_score,
        citc_score: s.citc_score,
        violation_count: s.violation_count,
      })),
    top_failing_controls: latest ? await failingNow(ports, userId, latest) : [],
    finding_changes: changes,
    scheduled_scans: { enabled: premium, frequency: premium ? 'daily' : null },
  };
}

/**
 * The controls the latest scan failed most, less the findings accepted now: counted again from its
 * findings while an acceptance of one of them holds, otherwise the list stored with the scan.
 */
async function failingNow(
  ports: ScanPorts,
  userId: string,
  latest: NonNullable<Awaited<ReturnType<ScanPorts['scans']['get']>>>,
): Promise<ComplianceDashboard['top_failing_controls']> {
  const stored = latest.result?.topFailingControls ?? [];
  const [acceptances, now] = await Promise.all([
    ports.acceptances?.list(userId) ?? [],
    readerNow(ports, userId),
  ]);
  const held = new Set(acceptances.filter((a) => stillValid(a.expires, now)).map((a) => a.violation_id));
  if (held.size === 0) return stored;
  const violations = await ports.scans.violations(latest.id);
  if (!violations.some((v) => held.has(v.violation_id))) return stored;
  return failingControlsOf(violations.filter((v) => !held.has(v.violation_id)));
}
