import type { AccountRule } from './account-rule';
import { accountEbsDefaultEncryption, accountS3PublicAccessBlock } from './data-rules';
import { accountPasswordPolicy, accountRootMfa } from './identity-rules';
import {
  accountCloudTrailEnabled,
  accountConfigRecording,
  accountGuardDutyEnabled,
  accountSecurityHubEnabled,
} from './monitoring-rules';

/** Every account rule, in report order. */
export const ACCOUNT_RULES: readonly AccountRule[] = [
  accountRootMfa,
  accountPasswordPolicy,
  accountS3PublicAccessBlock,
  accountCloudTrailEnabled,
  accountConfigRecording,
  accountGuardDutyEnabled,
  accountSecurityHubEnabled,
  accountEbsDefaultEncryption,
];

export type { AccountRule } from './account-rule';
export type { AccountFacts, GlobalAccountFacts, RegionalAccountFacts } from './facts';
export { ACCOUNT_RESOURCE_TYPE } from './facts';
