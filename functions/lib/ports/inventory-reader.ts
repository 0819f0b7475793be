import type { AccountFacts } from '#shared/compliance/account/index';
import type { LiveResource } from '#shared/compliance/account-scan/live-view';
import type { CloudError } from './cloud-error';
import type { RegionalTarget } from './cloud-target';

export type { LiveResource };

/** One type's answer in a batch: its resources, or the refusal that is a gap of the scan. */
export type TypeListing = { type: string; resources: LiveResource[] } | { type: string; error: CloudError };

/**
 * Reads the inventory of a linked account, through its role, one region at a time. Refusals are
 * CloudErrors with AWS's name and words (AccessDeniedException, UnsupportedActionException,
 * TypeNotFoundException): the scan records them as collector gaps. A resource that vanished between
 * the listing and its description is left out, as it no longer exists.
 */
export interface InventoryReader {
  /** Every resource of `type` in the target's region (ListResources pages, GetResource each). */
  listResources(target: RegionalTarget, type: string): Promise<LiveResource[]>;
  /**
   * Several types of one region at once: a refused type (access denied, unsupported) answers its
   * error and the others go on; throttling that outlasts the retries is thrown for the workflow.
   */
  listTypes(target: RegionalTarget, types: readonly string[]): Promise<TypeListing[]>;
  /**
   * The regions enabled in the account (opted in, or needing no opt-in), asked in the target's
   * region, sorted. A refusal (the role may not call EC2 DescribeRegions) is a CloudError.
   */
  enabledRegions(target: RegionalTarget): Promise<string[]>;
  /** Account-level facts; `includeGlobal` adds the account-wide ones (IAM, S3 Control). */
  accountFacts(target: RegionalTarget, includeGlobal: boolean): Promise<AccountFacts>;
}
