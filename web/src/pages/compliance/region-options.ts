import { ACCOUNT_REGIONS } from '#shared/accounts/regions';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { placeOf } from '#shared/residency/regions';

/**
 * Regions the scan form offers to narrow a scan to: the accounts' default regions, the regions
 * past scans found enabled, and the regions Sahab deploys to or links in; sorted. Bahrain and the
 * other named ones carry their names.
 */
export function scanRegionOptions(
  accountRegions: readonly string[],
  scannedRegions: readonly string[],
): { value: string; label: string; description?: string }[] {
  const all = new Set([
    ...accountRegions,
    ...scannedRegions,
    ...DEPLOY_REGIONS.map((r) => r.value),
    ...ACCOUNT_REGIONS,
  ]);
  return [...all].sort().map((value) => {
    const name = placeOf(value);
    return name ? { value, label: value, description: name } : { value, label: value };
  });
}
