import { ACCOUNT_RESOURCE_TYPE, type AccountFacts } from '#shared/compliance/account/index';
import { type AccountBaseline, baselineOf } from '#shared/generation/baseline';
import { accountTarget } from '../accounts/owned-account';
import { logger } from '../logger';
import type { AccountBaselineReader } from '../ports/account-baseline';
import type { AwsAccountRepository } from '../ports/aws-account-repository';
import type { InventoryReader } from '../ports/inventory-reader';
import type { ScanRepository } from '../ports/scan-repository';

interface BaselinePorts {
  scans: Pick<ScanRepository, 'list' | 'inventory'>;
  accounts: Pick<AwsAccountRepository, 'list'>;
  /** the customer cloud's reader: only the sandbox account is read live (a real one only by a scan) */
  inventory: () => Promise<Pick<InventoryReader, 'accountFacts'>>;
}

/**
 * The account baseline as the user's accounts show it: the newest completed scan that covered the
 * region (its account-level facts), else the linked sandbox account read now, else unknown. A
 * failed read is unknown, never a failed review.
 */
export function accountBaselineReader(ports: BaselinePorts): AccountBaselineReader {
  return {
    async baselineFor(userId, region) {
      try {
        return (await fromLastScan(ports, userId, region)) ?? (await fromSandbox(ports, userId, region));
      } catch (error) {
        logger.warn('The account baseline could not be read', { error: error as Error });
        return baselineOf(region);
      }
    },
  };
}

/** A reader built on its first call; one that cannot be built answers unknown, as a failed read does. */
export function lazyBaselineReader(make: () => AccountBaselineReader): AccountBaselineReader {
  let reader: AccountBaselineReader | undefined;
  return {
    async baselineFor(userId, region) {
      try {
        reader ??= make();
      } catch (error) {
        logger.warn('The account baseline could not be read', { error: error as Error });
        return baselineOf(region);
      }
      return reader.baselineFor(userId, region);
    },
  };
}

async function fromLastScan(
  ports: BaselinePorts,
  userId: string,
  region: string,
): Promise<AccountBaseline | undefined> {
  for (const scan of await ports.scans.list(userId)) {
    if (scan.status !== 'completed') continue;
    for (const covered of scan.scannedRegions ?? []) {
      if (!covered.regions.includes(region)) continue;
      const inventory = await ports.scans.inventory(scan.id, covered.accountId, region);
      const posture = inventory.find((r) => r.type === ACCOUNT_RESOURCE_TYPE);
      if (!posture) continue;
      const facts = posture.properties as unknown as AccountFacts;
      return baselineOf(region, {
        source: 'scan',
        account: facts.accountNumber,
        ...(scan.completedAt ? { checked_at: scan.completedAt } : {}),
        facts: facts.regional,
      });
    }
  }
  return undefined;
}

async function fromSandbox(ports: BaselinePorts, userId: string, region: string): Promise<AccountBaseline> {
  const sandbox = (await ports.accounts.list(userId)).find((a) => a.cloud === 'sandbox' && a.isActive);
  if (!sandbox) return baselineOf(region);
  const facts = await (await ports.inventory()).accountFacts(accountTarget(sandbox, region), false);
  return baselineOf(region, { source: 'sandbox', account: facts.accountNumber, facts: facts.regional });
}
