import type { Rule } from '#shared/compliance/types';
import { failWith } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The template creates no IAM users; people sign in through federation and assume roles. */
export const iamNoIamUsers: Rule = {
  id: 'iam-no-iam-users',
  service: 'iam',
  severity: 'medium',
  title: 'Templates create no IAM users',
  description:
    'IAM users carry long-lived passwords and keys that must be rotated and reviewed by hand; federated ' +
    'sign-in with roles gives temporary credentials and central control of access.',
  resourceTypes: ['AWS::IAM::User'],
  remediation:
    'Remove the AWS::IAM::User and give people access through IAM Identity Center or another identity ' +
    'provider that assumes an AWS::IAM::Role.',
  evaluate(resource) {
    return failWith(`${nameOf(resource)} creates a long-lived IAM user instead of using federated roles.`);
  },
};
