/**
 * An IAM role ARN as the link form accepts it: the standard partitions, a 12-digit account and a
 * role name with an optional path (IAM's own character rules).
 */
export const ROLE_ARN_PATTERN =
  /^arn:aws(?:-cn|-us-gov)?:iam::(\d{12}):role\/(?:[\w+=,.@-]+\/)*[\w+=,.@-]{1,64}$/;

/** The 400 `detail` for an ARN that is not a role ARN, with the spec's format example. */
export const ROLE_ARN_FORMAT_MESSAGE =
  'must be an IAM role ARN of the form arn:aws:iam::{account}:role/{name}, e.g. arn:aws:iam::123456789012:role/SahabAccessRole';

/** The 12-digit account a role ARN names, or undefined when it is not a role ARN. */
export function accountNumberOf(roleArn: string): string | undefined {
  return ROLE_ARN_PATTERN.exec(roleArn)?.[1];
}
