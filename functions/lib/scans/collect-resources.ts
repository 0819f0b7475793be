import type { CollectorGap } from '#shared/api/compliance-schema';
import { ACCOUNT_RESOURCE_TYPE } from '#shared/compliance/account/index';
import { accountTarget } from '../accounts/owned-account';
import type { LiveResource } from '../ports/inventory-reader';
import type { CollectorBatch, ScanPorts } from './ports';
import { publishProgress } from './publish-progress';
import { batchTypes } from './resource-types';

const gapOf = (batch: CollectorBatch, type: string, error: string, message: string): CollectorGap => ({
  account_id: batch.accountId,
  region: batch.region,
  resource_type: type === ACCOUNT_RESOURCE_TYPE ? 'account' : type,
  error,
  message,
});

/**
 * One collector task: a batch of types (and, in the batch that names it, the account facts) in
 * one account and region, read through the account's role and kept for the evaluation. A type
 * refused for good (access denied, a type Cloud Control cannot list) is a gap of the scan with
 * AWS's words; throttling the adapter could not outlast is thrown so the workflow's Retry backs
 * off; anything else reaches the Catch, which records the whole batch as gaps.
 */
export async function collectResources(ports: ScanPorts, batch: CollectorBatch) {
  // a scan marked failed (stale, or a failed step) reads nothing more from the customer's account
  const scan = await ports.scans.get(batch.userId, batch.scanId);
  if (scan?.status !== 'running') return { resources: 0, gaps: 0, skipped: true };
  const account = await ports.accounts.get(batch.userId, batch.accountId);
  if (!account) {
    return recordBatchGap(ports, batch, 'AccountUnlinked', 'The AWS account was unlinked during the scan');
  }
  const target = accountTarget(account, batch.region);
  const inventory = await ports.inventory();
  const batchUnits = batchTypes(batch.firstRegion, batch.batch);
  const types = batchUnits.filter((type) => type !== ACCOUNT_RESOURCE_TYPE);
  const resources: LiveResource[] = [];
  const gaps: CollectorGap[] = [];
  if (types.length < batchUnits.length) {
    const facts = await inventory.accountFacts(target, batch.firstRegion);
    resources.push({
      type: ACCOUNT_RESOURCE_TYPE,
      identifier: account.accountNumber,
      properties: facts as never,
    });
  }
  for (const listing of await inventory.listTypes(target, types)) {
    if ('error' in listing) gaps.push(gapOf(batch, listing.type, listing.error.code, listing.error.message));
    else resources.push(...listing.resources);
  }
  await ports.scans.putInventory(batch.scanId, { ...batch, type: batchUnits[0] ?? 'none' }, resources);
  const counted = await ports.scans.countUnits(batch.userId, batch.scanId, {
    units: batchUnits.length,
    resources: resources.length,
    gaps,
  });
  await publishProgress(ports, batch, counted);
  return { resources: resources.length, gaps: gaps.length };
}

/** The Catch of a collector task: every type of the batch is a gap, with what stopped it. */
export async function recordBatchGap(
  ports: ScanPorts,
  batch: CollectorBatch,
  error: string,
  message: string,
) {
  const gaps = batchTypes(batch.firstRegion, batch.batch).map((type) => gapOf(batch, type, error, message));
  const counted = await ports.scans.countUnits(batch.userId, batch.scanId, {
    units: gaps.length,
    resources: 0,
    gaps,
  });
  await publishProgress(ports, batch, counted);
  return { resources: 0, gaps: gaps.length };
}
