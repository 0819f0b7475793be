import type { CollectorGap } from '#shared/api/compliance-schema';
import type { ScannedRegions } from '../ports/scan-repository';
import type { ScanPorts, ScanWorkflowInput } from './ports';
import { regionBatches } from './resource-types';
import { regionsToScan } from './scan-regions';

export interface PlannedRegion {
  accountId: string;
  region: string;
  /** the account's first region: global types and account-wide facts are read there */
  firstRegion: boolean;
  /**
   * the collector tasks of this region, as indexes into `regionBatches(firstRegion)`: numbers,
   * not type lists, keep the Map's input far under Step Functions' 256 KB with many accounts x
   * every enabled region
   */
  batches: number[];
}

/**
 * The scan's Map items: per account, every region enabled in it (narrowed to the regions the scan
 * asked for; see regionsToScan for the fallback); per region, the types to collect (global ones
 * once per account) in batches. Listing an account's regions is one collector unit of its own, so
 * a refused listing lowers coverage like any gap. Records the units and the regions covered.
 */
export async function planScan(ports: ScanPorts, { userId, scanId }: ScanWorkflowInput) {
  const scan = await ports.scans.get(userId, scanId);
  if (!scan) throw new Error(`Scan ${scanId} no longer exists`);
  const deployments = await ports.deployments.list(userId);
  const inventory = await ports.inventory();
  const regions: PlannedRegion[] = [];
  const covered: ScannedRegions[] = [];
  const gaps: CollectorGap[] = [];
  for (const accountId of scan.accountIds) {
    const account = await ports.accounts.get(userId, accountId);
    if (!account) throw new Error(`The AWS account ${accountId} was unlinked before the scan started`);
    const deployed = deployments.filter((d) => d.awsAccountId === accountId).map((d) => d.region);
    const chosen = await regionsToScan(inventory, account, deployed, scan.requestedRegions);
    gaps.push(...chosen.gaps);
    covered.push({ accountId, regions: chosen.regions });
    chosen.regions.forEach((region, i) => {
      const batches = regionBatches(i === 0).map((_, n) => n);
      regions.push({ accountId, region, firstRegion: i === 0, batches });
    });
  }
  const typeUnits = regions.reduce((sum, r) => sum + regionBatches(r.firstRegion).flat().length, 0);
  // counters start from nothing (plus the region listings just done), so a scan planned again (a
  // retried step, a resumed local run) never counts a collector twice
  const listings = scan.accountIds.length;
  await ports.scans.update(
    userId,
    scanId,
    {
      unitsTotal: typeUnits + listings,
      unitsDone: listings,
      resourcesScanned: 0,
      gaps,
      scannedRegions: covered,
      progress: 1,
    },
    true,
  );
  return { regions };
}
