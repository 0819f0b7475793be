import type { Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { evaluateNotPublic } from '../_lib/policy';
import { propOf } from '../_lib/props';

/** The repository policy allows nothing to Principal "*" without a Condition (absent = private). */
export const ecrPolicyNoPublic: Rule = {
  id: 'ecr-policy-no-public',
  service: 'ecr',
  title: 'ECR repository policies do not grant access to everyone',
  description:
    'A repository policy open to any principal lets anyone pull the images, with the code and ' +
    'configuration inside them, or push replacements if write actions are allowed.',
  resourceTypes: ['AWS::ECR::Repository'],
  remediation:
    'In RepositoryPolicyText replace Principal "*" with specific accounts or roles, or add a Condition ' +
    'such as aws:PrincipalOrgID.',
  evaluate(resource) {
    const documents = [{ label: 'repository policy', document: propOf(resource, 'RepositoryPolicyText') }];
    return evaluateNotPublic(documents, (where) => `${nameOf(resource)} is open to everyone (${where}).`);
  },
};
