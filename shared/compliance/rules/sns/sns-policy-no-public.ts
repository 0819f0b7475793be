import type { Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { evaluateNotPublic } from '../_lib/policy';
import { propOf } from '../_lib/props';

/** Topic policies allow nothing to Principal "*" without a Condition (e.g. aws:SourceArn). */
export const snsPolicyNoPublic: Rule = {
  id: 'sns-policy-no-public',
  service: 'sns',
  title: 'SNS topic policies do not grant access to everyone',
  description:
    'A topic policy that allows any principal without a condition lets any AWS account publish to or ' +
    'subscribe to the topic, exposing or forging the notifications it carries.',
  resourceTypes: ['AWS::SNS::TopicPolicy'],
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
