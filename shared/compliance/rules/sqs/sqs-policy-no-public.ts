import type { Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { evaluateNotPublic } from '../_lib/policy';
import { propOf } from '../_lib/props';

/** Queue policies allow nothing to Principal "*" without a Condition (e.g. aws:SourceArn). */
export const sqsPolicyNoPublic: Rule = {
  id: 'sqs-policy-no-public',
  service: 'sqs',
  title: 'SQS queue policies do not grant access to everyone',
  description:
    'A queue policy that allows any principal without a condition lets any AWS account read, send or ' +
    'delete messages, exposing the data they carry.',
  resourceTypes: ['AWS::SQS::QueuePolicy'],
  remediation:
    'Replace Principal "*" with the accounts or services that need access, or add a Condition such as ' +
    'aws:SourceArn, aws:SourceAccount or aws:PrincipalOrgID.',
  evaluate(resource) {
    const documents = [{ label: 'policy document', document: propOf(resource, 'PolicyDocument') }];
    return evaluateNotPublic(
      documents,
      (where) => `${nameOf(resource)} grants access to everyone (${where}).`,
    );
  },
};
