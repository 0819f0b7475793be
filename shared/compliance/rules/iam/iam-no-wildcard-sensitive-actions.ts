import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from '../_lib/evaluation';
import { IDENTITY_POLICY_TYPES } from '../_lib/iam';
import { and, anyString } from '../_lib/maybe';
import { nameOf } from '../_lib/nouns';
import {
  effectIs,
  onAllResources,
  policyDocumentsOf,
  type Statement,
  searchStatements,
} from '../_lib/policy';

/** Services where "<service>:*" on every resource amounts to control of data, keys or identity. */
const SENSITIVE_SERVICES = [
  'iam',
  'cloudtrail',
  'kms',
  's3',
  'dynamodb',
  'secretsmanager',
  'sts',
  'organizations',
  'ec2',
  'lambda',
  'rds',
];

/** Action "*" alone is left to iam-no-admin-policy so one statement is not reported twice. */
function isSensitiveWildcard(action: string): boolean {
  const [service, name] = action.toLowerCase().split(':');
  return name === '*' && SENSITIVE_SERVICES.includes(service);
}

function grantsSensitiveWildcard(statement: Statement) {
  return and(
    effectIs(statement, 'Allow'),
    anyString(statement.Action, isSensitiveWildcard),
    onAllResources(statement),
  );
}

/** No Allow of "<service>:*" on Resource "*" for sensitive services. */
export const iamNoWildcardSensitiveActions: Rule = {
  id: 'iam-no-wildcard-sensitive-actions',
  service: 'iam',
  severity: 'high',
  title: 'IAM policies do not allow all actions of sensitive services on all resources',
  description:
    'Granting every action of services such as IAM, KMS, S3 or STS on every resource lets the holder ' +
    'escalate privileges or reach all data, which breaks least privilege.',
  resourceTypes: IDENTITY_POLICY_TYPES,
  remediation: `List the specific actions needed instead of "<service>:*" for ${SENSITIVE_SERVICES.join(', ')}, and scope Resource to the ARNs the workload uses.`,
  evaluate(resource) {
    const search = searchStatements(policyDocumentsOf(resource), grantsSensitiveWildcard);
    if (search.kind === 'found') {
      return failWith(
        `${nameOf(resource)} allows all actions of a sensitive service on every resource (${search.where}).`,
      );
    }
    return search.kind === 'unknown' ? unknownBecause(search.reason) : PASS;
  },
};
