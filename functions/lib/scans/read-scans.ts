import type { ScanDetail, ScanSummary } from '#shared/api/compliance-schema';
import { severityRank } from '#shared/compliance/types';
import { NotFound } from '../errors';
import type { ScanPorts } from './ports';
import { scanSummary } from './scan-view';
import { settleStale } from './stale-scan';

export const SCAN_NOT_FOUND = 'Scan not found';

/** GET /api/compliance/scan/{scan_id}: the caller's scan with its violations, most severe first. */
export async function getScan(ports: ScanPorts, userId: string, scanId: string): Promise<ScanDetail> {
  const stored = await ports.scans.get(userId, scanId);
  if (!stored) throw new NotFound(SCAN_NOT_FOUND);
  const scan = await settleStale(ports, stored);
  const violations = scan.status === 'completed' ? await ports.scans.violations(scan.id) : [];
  violations.sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.title.localeCompare(b.title),
  );
  return { ...scanSummary(scan), violations };
}

/** GET /api/compliance/scans: the caller's scans, newest first. */
export async function listScans(ports: ScanPorts, userId: string): Promise<ScanSummary[]> {
  const scans = await ports.scans.list(userId);
  return Promise.all(scans.map(async (scan) => scanSummary(await settleStale(ports, scan))));
}
