import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { statementsOf } from '../_lib/policy';
import { dig } from '../_lib/props';
import { isPublicAllow } from '../_lib/s3-policy';

function actionsOf(statement: unknown): string {
  const action = dig(statement, 'Action') ?? dig(statement, 'NotAction');
  const list = (Array.isArray(action) ? action : [action]).filter((a) => typeof a === 'string');
  return list.length > 0 ? list.join(', ') : 'its actions';
}

/**
 * Compliant: no statement of the bucket policy allows Principal "*" (or {AWS: "*"}, or a
 * NotPrincipal) without a condition that pins callers to an account, organisation, network or source.
 */
export const s3BucketPolicyNoPublicRead: Rule = {
  id: 's3-bucket-policy-no-public-read',
  service: 's3',
  severity: 'critical',
  title: 'S3 bucket policies grant nothing to anonymous or public callers',
  description:
    'An Allow to everyone publishes the bucket’s data to the internet; access must follow the data’s classification and named principals.',
  resourceTypes: ['AWS::S3::BucketPolicy'],
  remediation:
    'Replace Principal "*" with the account or role ARNs that need access, or add a Condition on aws:PrincipalOrgID, aws:SourceVpce, aws:SourceArn or aws:SourceAccount; serve public content through CloudFront with origin access control.',
  evaluate(resource) {
    const statements = statementsOf(resource.properties.PolicyDocument);
    if (isUnknown(statements)) return unknownFrom('PolicyDocument', statements);
    let undecided: UnknownValue | undefined;
    for (const [index, statement] of statements.entries()) {
      const verdict = isPublicAllow(statement);
      if (verdict === true) {
        const sid = dig(statement, 'Sid');
        const name = typeof sid === 'string' ? `statement '${sid}'` : `statement ${index + 1}`;
        return failWith(
          `${nameOf(resource)} allows anyone to perform ${actionsOf(statement)} (${name} has Principal "*" and no limiting condition).`,
        );
      }
      if (isUnknown(verdict)) undecided ??= verdict;
    }
    return undecided ? unknownFrom('a statement of PolicyDocument', undecided) : PASS;
  },
};
