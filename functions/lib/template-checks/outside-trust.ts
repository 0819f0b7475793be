import type { Resource } from '#shared/cfn/types';

const ACCOUNT_IN_ARN = /^arn:aws[a-z-]*:(?:iam|sts)::(\d{12}):/;

/** The account a principal names: its 12 digits, or `*` for anyone; undefined when not known. */
function accountOf(principal: unknown): string | undefined {
  if (typeof principal !== 'string') return undefined; // computed at deployment: this account
  if (principal === '*') return '*';
  if (/^\d{12}$/.test(principal)) return principal;
  return ACCOUNT_IN_ARN.exec(principal)?.[1];
}

/**
 * The first role of `resources` whose trust policy lets a principal outside `accountId` (or
 * anyone) assume it, in words; undefined when every trusted AWS principal is this account's. IAM
 * has no condition key for a trust policy's principals, so this is Sahab's own check of the
 * templates it deploys. Service principals (`Service:`) are AWS's own and always allowed.
 */
export function outsideTrust(resources: readonly Resource[], accountId: string): string | undefined {
  for (const resource of resources) {
    if (resource.type !== 'AWS::IAM::Role') continue;
    const document = resource.properties.AssumeRolePolicyDocument as { Statement?: unknown } | undefined;
    for (const statement of [document?.Statement ?? []].flat()) {
      const { Effect, Principal } = (statement ?? {}) as { Effect?: unknown; Principal?: unknown };
      if (Effect !== 'Allow') continue;
      const named =
        Principal === '*' ? ['*'] : [(Principal as { AWS?: unknown } | undefined)?.AWS ?? []].flat();
      for (const principal of named) {
        const account = accountOf(principal);
        if (account && account !== accountId) {
          return `Role ${resource.logicalId} trusts ${account === '*' ? 'anyone' : `account ${account}`}: Sahab deploys only roles that trust the account they are deployed to (${accountId}) or AWS services.`;
        }
      }
    }
  }
  return undefined;
}
