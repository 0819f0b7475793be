import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation, Rule, ScanContext } from '#shared/compliance/types';
import { unlessSensitive } from '../_lib/classification';
import { DYNAMODB_TYPES } from '../_lib/dynamodb';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { KEY_READERS } from '../_lib/key-properties';
import { requireCustomerKey } from '../_lib/kms';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** SSE must be switched to KMS: without SSEEnabled the table uses an AWS owned key. */
function kmsSelected(resource: Resource): Evaluation | undefined {
  const enabled = toBool(propOf(resource, 'SSESpecification', 'SSEEnabled'));
  if (isUnknown(enabled)) return unknownFrom('SSESpecification.SSEEnabled', enabled);
  const type = propOf(resource, 'SSESpecification', 'SSEType');
  if (isUnknown(type)) return unknownFrom('SSESpecification.SSEType', type);
  if (enabled !== true || (type !== undefined && type !== 'KMS')) {
    return failWith(
      `${nameOf(resource)} is classified sensitive but is encrypted with an AWS owned key: SSESpecification.SSEEnabled is not true with KMS.`,
    );
  }
  return undefined;
}

function customerKey(resource: Resource, ctx: ScanContext): Evaluation {
  for (const reference of KEY_READERS[resource.type](resource.properties)) {
    const answer = requireCustomerKey(resource, reference, ctx);
    if (answer.status !== 'pass') return answer;
  }
  return PASS;
}

/**
 * Compliant: a table classified sensitive has SSE enabled with KMS and a customer managed
 * KMSMasterKeyId (on every replica of a global table). Tables not classified sensitive: n/a.
 */
export const dynamodbKmsEncryption: Rule = {
  id: 'dynamodb-kms-encryption',
  service: 'dynamodb',
  severity: 'medium',
  title: 'Sensitive DynamoDB tables encrypt with a customer managed KMS key',
  description:
    'A customer managed key puts access to sensitive records under the organisation’s own key policy, rotation and audit trail.',
  resourceTypes: DYNAMODB_TYPES,
  remediation:
    'Set SSESpecification.SSEEnabled true, SSEType KMS and KMSMasterKeyId to a customer managed AWS::KMS::Key (per replica for global tables).',
  fixCostUsdMonthly: 1,
  evaluate(resource, ctx) {
    return unlessSensitive(resource, ctx) ?? kmsSelected(resource) ?? customerKey(resource, ctx);
  },
};
