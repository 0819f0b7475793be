import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** Topic policies allow nothing to Principal "*" without a Condition (e.g. aws:SourceArn). */
export const snsPolicyNoPublic: Rule = {
  id: 'sns-policy-no-public',
  service: 'sns',
  severity: 'critical',
  title: 'SNS topic policies do not grant access to everyone',
  description:
    'A topic policy that allows any principal without a condition lets any AWS account publish to or ' +
    'subscribe to the topic, exposing or forging the notifications it carries.',
  resourceTypes: ['AWS::SNS::TopicPolicy'],
  remediation:
    'Replace Principal "*" with the accounts or services that need access, or add a Condition such as ' +
    'aws:SourceArn, aws:SourceAccount or aws:PrincipalOrgID.',
  evaluate(resource) {
    return noPublicStatement(resource, 'PolicyDocument', 'policy document', 'grants access to everyone');
  },
};
