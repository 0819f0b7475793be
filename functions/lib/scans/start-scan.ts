import { randomUUID } from 'node:crypto';
import type { ScanFramework } from '#shared/api/compliance-schema';
import { VALIDATION } from '#shared/messages/feedback';
import { ACCOUNT_NOT_FOUND } from '../accounts/owned-account';
import { BadRequest, NotFound } from '../errors';
import type { ScanRecord } from '../ports/scan-repository';
import { residencyFor } from '../settings/residency';
import type { ScanPorts, ScanWorkflowInput } from './ports';

export const ALL_FRAMEWORKS: readonly ScanFramework[] = ['SAMA', 'NCA-ECC', 'CITC'];

export interface ScanRequest {
  accountIds: readonly string[];
  frameworks?: readonly ScanFramework[];
  /** narrows the scan to these regions (those enabled in each account); empty or absent: all enabled */
  regions?: readonly string[];
  trigger?: ScanRecord['trigger'];
}

/**
 * POST /api/compliance/scan (and the daily schedule): every account must be the caller's (404
 * otherwise, the same answer as an unknown id), then a running scan is recorded and the scan
 * workflow started. A start that fails leaves a failed scan, never one stuck running.
 */
export async function startScan(ports: ScanPorts, userId: string, request: ScanRequest) {
  const accountIds = [...new Set(request.accountIds)];
  if (accountIds.length === 0) throw new BadRequest(VALIDATION.selectAccountToScan);
  const accounts = await Promise.all(accountIds.map((id) => ports.accounts.get(userId, id)));
  if (accounts.some((account) => !account)) throw new NotFound(ACCOUNT_NOT_FOUND);
  const now = ports.now();
  const frameworks = request.frameworks?.length ? [...new Set(request.frameworks)] : [...ALL_FRAMEWORKS];
  const residency = ports.residency ? await residencyFor(ports.residency, userId) : undefined;
  const record: ScanRecord = {
    userId,
    id: randomUUID(),
    status: 'running',
    progress: 0,
    accountIds,
    frameworks,
    ...(request.regions?.length && { requestedRegions: [...new Set(request.regions)].sort() }),
    trigger: request.trigger ?? 'manual',
    startedAt: now.toISOString(),
    deadline: new Date(now.getTime() + ports.timeoutSeconds * 1000).toISOString(),
    unitsTotal: 0,
    unitsDone: 0,
    resourcesScanned: 0,
    gaps: [],
    sandbox: accounts.some((account) => account?.cloud === 'sandbox'),
    ...(residency && {
      residency: {
        in_kingdom_regions: residency.in_kingdom_regions,
        resident_classifications: residency.resident_classifications,
      },
    }),
  };
  await ports.scans.create(record);
  const input: ScanWorkflowInput = { userId, scanId: record.id };
  try {
    await ports.workflows.start('compliance-scan', `scan-${record.id}`, { ...input });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ports.scans.update(userId, record.id, {
      status: 'failed',
      statusReason: reason,
      completedAt: now.toISOString(),
    });
    throw error;
  }
  return { scan_id: record.id, status: record.status };
}
