import { ESTATE_REGIONS } from '../simulators/sandbox-cloud/estate/seeded-estate';
import type { ScanPorts, ScanWorkflowInput } from './ports';
import { regionBatches } from './resource-types';

export interface PlannedRegion {
  accountId: string;
  region: string;
  /** the account's first region: global types and account-wide facts are read there */
  firstRegion: boolean;
  /** the collector tasks of this region, each a batch of types */
  batches: string[][];
}

/**
 * The scan's Map items: per account, its default region, every region Sahab deployed a stack to in
 * it and, for a sandbox account, the regions of its seeded estate; per region, the types to collect
 * (global ones once per account) in batches. Records how many units (types) that makes, for progress.
 */
export async function planScan(ports: ScanPorts, { userId, scanId }: ScanWorkflowInput) {
  const scan = await ports.scans.get(userId, scanId);
  if (!scan) throw new Error(`Scan ${scanId} no longer exists`);
  const deployments = await ports.deployments.list(userId);
  const regions: PlannedRegion[] = [];
  for (const accountId of scan.accountIds) {
    const account = await ports.accounts.get(userId, accountId);
    if (!account) throw new Error(`The AWS account ${accountId} was unlinked before the scan started`);
    const wanted = new Set([account.region]);
    for (const d of deployments) if (d.awsAccountId === accountId) wanted.add(d.region);
    if (account.cloud === 'sandbox') for (const region of ESTATE_REGIONS) wanted.add(region);
    [...wanted].sort().forEach((region, i) => {
      regions.push({ accountId, region, firstRegion: i === 0, batches: regionBatches(i === 0) });
    });
  }
  const unitsTotal = regions.reduce((sum, r) => sum + r.batches.flat().length, 0);
  // counters start from nothing, so a scan planned again (a retried step, a resumed local run)
  // never counts a collector twice
  await ports.scans.update(
    userId,
    scanId,
    { unitsTotal, unitsDone: 0, resourcesScanned: 0, gaps: [], progress: 1 },
    true,
  );
  return { regions };
}
