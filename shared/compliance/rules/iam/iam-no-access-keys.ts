import type { Rule } from '#shared/compliance/types';
import { failWith } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** The template creates no long-lived IAM access keys. */
export const iamNoAccessKeys: Rule = {
  id: 'iam-no-access-keys',
  service: 'iam',
  severity: 'medium',
  title: 'Templates create no long-lived IAM access keys',
  description:
    'Access keys never expire on their own and are easily leaked through code or logs; workloads should ' +
    'use role credentials that AWS rotates automatically.',
  resourceTypes: ['AWS::IAM::AccessKey'],
  remediation:
    'Remove the AWS::IAM::AccessKey and give the workload an AWS::IAM::Role (instance profile, task ' +
    'role, execution role or IAM Roles Anywhere) instead.',
  evaluate(resource) {
    return failWith(`${nameOf(resource)} creates a long-lived access key instead of using role credentials.`);
  },
};
