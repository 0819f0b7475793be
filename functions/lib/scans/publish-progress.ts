import type { ScanPorts, ScanWorkflowInput } from './ports';

/** Collection is the first 90% of a scan; evaluation and scoring the rest. */
export const COLLECTION_SHARE = 90;

export function collectionProgress(unitsDone: number, unitsTotal: number): number {
  if (unitsTotal <= 0) return 1;
  return Math.max(1, Math.min(COLLECTION_SHARE, Math.floor((unitsDone / unitsTotal) * COLLECTION_SHARE)));
}

/**
 * Writes the progress a finished batch reached and tells the user's pages. Parallel batches may finish out of order: the record only
 * ever moves forward (a conditional write), so a late unit cannot move the bar back.
 */
export async function publishProgress(
  ports: ScanPorts,
  { userId, scanId }: ScanWorkflowInput,
  counted: { unitsDone: number; unitsTotal: number },
) {
  const progress = collectionProgress(counted.unitsDone, counted.unitsTotal);
  if (!(await ports.scans.raiseProgress(userId, scanId, progress))) return;
  const scan = await ports.scans.get(userId, scanId);
  if (!scan) return;
  await ports.publish(userId, {
    scan_id: scanId,
    status: scan.status,
    progress: scan.progress,
    status_reason: scan.statusReason ?? null,
    violation_count: 0,
    resources_scanned: scan.resourcesScanned,
  });
}
