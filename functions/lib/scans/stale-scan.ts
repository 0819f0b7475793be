import type { ScanRecord } from '../ports/scan-repository';
import type { ScanPorts } from './ports';

export const staleReason = (minutes: number) =>
  `The scan did not finish within ${minutes} minutes and was stopped; start a new scan.`;

/**
 * A scan never stays 'running': one past its deadline is marked failed (with why) when it is
 * read, whatever became of its workflow. The write is conditional, so a scan finishing at that
 * moment keeps its result.
 */
export async function settleStale(ports: ScanPorts, scan: ScanRecord): Promise<ScanRecord> {
  if (scan.status !== 'running' || Date.parse(scan.deadline) > ports.now().getTime()) return scan;
  const statusReason = staleReason(Math.round(ports.timeoutSeconds / 60));
  const completedAt = ports.now().toISOString();
  if (await ports.scans.update(scan.userId, scan.id, { status: 'failed', statusReason, completedAt }, true))
    return { ...scan, status: 'failed', statusReason, completedAt };
  return (await ports.scans.get(scan.userId, scan.id)) ?? scan;
}
