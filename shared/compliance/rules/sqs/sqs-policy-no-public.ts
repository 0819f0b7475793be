import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** Queue policies allow nothing to Principal "*" without a Condition (e.g. aws:SourceArn). */
export const sqsPolicyNoPublic: Rule = {
  id: 'sqs-policy-no-public',
  service: 'sqs',
  severity: 'critical',
  title: 'SQS queue policies do not grant access to everyone',
  description:
    'A queue policy that allows any principal without a condition lets any AWS account read, send or ' +
    'delete messages, exposing the data they carry.',
  resourceTypes: ['AWS::SQS::QueuePolicy'],
  remediation:
    'Replace Principal "*" with the accounts or services that need access, or add a Condition such as ' +
    'aws:SourceArn, aws:SourceAccount or aws:PrincipalOrgID.',
  evaluate(resource) {
    return noPublicStatement(resource, 'PolicyDocument', 'policy document', 'grants access to everyone');
  },
};
