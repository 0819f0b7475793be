import type { CollectorGap } from '#shared/api/compliance-schema';
import { accountTarget } from '../accounts/owned-account';
import type { AwsAccountRecord } from '../ports/aws-account-repository';
import { isCloudError } from '../ports/cloud-error';
import type { InventoryReader } from '../ports/inventory-reader';

/** The gap's `resource_type` when the account's regions could not be listed. */
export const REGIONS_UNIT = 'regions';

export interface AccountRegions {
  /** the account's default region first (global types and facts are read there), then sorted */
  regions: string[];
  gaps: CollectorGap[];
}

/**
 * Which regions of one account a scan covers: every region enabled in it, since misconfigurations
 * hide as well in a forgotten region, narrowed to `requested` when the scan asked for some. When
 * the role may not list the regions, the scan falls back to the account's default region and
 * those Sahab deployed to (or the requested ones), and says so as a gap: never hidden, never a
 * crash. Throttling is thrown, for the workflow's Retry.
 */
export async function regionsToScan(
  inventory: Pick<InventoryReader, 'enabledRegions'>,
  account: AwsAccountRecord,
  deployedRegions: readonly string[],
  requested: readonly string[] = [],
): Promise<AccountRegions> {
  const gaps: CollectorGap[] = [];
  let regions: string[];
  try {
    const enabled = new Set([account.region, ...(await inventory.enabledRegions(accountTarget(account)))]);
    regions = requested.length ? requested.filter((r) => enabled.has(r)) : [...enabled];
  } catch (error) {
    if (!isCloudError(error) || error.kind === 'throttled') throw error;
    gaps.push({
      account_id: account.id,
      region: account.region,
      resource_type: REGIONS_UNIT,
      error: error.code,
      message: `${error.message} (${requested.length ? 'the regions asked for' : 'only the default region and the regions Sahab deployed to'} were scanned)`,
    });
    regions = requested.length ? [...requested] : [account.region, ...deployedRegions];
  }
  const unique = [...new Set(regions)].sort();
  const ordered = unique.includes(account.region)
    ? [account.region, ...unique.filter((r) => r !== account.region)]
    : unique;
  return { regions: ordered, gaps };
}
