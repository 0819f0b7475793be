import type { Rule } from '#shared/compliance/types';
import { noPublicStatement } from '../_lib/public-policy';

/** The repository policy allows nothing to Principal "*" without a Condition (absent = private). */
export const ecrPolicyNoPublic: Rule = {
  id: 'ecr-policy-no-public',
  service: 'ecr',
  severity: 'critical',
  title: 'ECR repository policies do not grant access to everyone',
  description:
    'A repository policy open to any principal lets anyone pull the images, with the code and ' +
    'configuration inside them, or push replacements if write actions are allowed.',
  resourceTypes: ['AWS::ECR::Repository'],
  remediation:
    'In RepositoryPolicyText replace Principal "*" with specific accounts or roles, or add a Condition ' +
    'such as aws:PrincipalOrgID.',
  evaluate(resource) {
    return noPublicStatement(resource, 'RepositoryPolicyText', 'repository policy', 'is open to everyone');
  },
};
