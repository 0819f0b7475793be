import type { CloudTarget } from './cloud-target';

/** Who the assumed role turned out to be (STS GetCallerIdentity). */
export interface CallerIdentity {
  /** the 12-digit account the role lives in */
  account: string;
  /** the assumed-role session ARN */
  arn: string;
}

/** Checks that Sahab can act in a linked account: AssumeRole with the external id, then whoami. */
export interface RoleAssumer {
  /** Throws CloudError('access-denied') with STS's message when the role cannot be assumed. */
  verify(target: CloudTarget): Promise<CallerIdentity>;
}
