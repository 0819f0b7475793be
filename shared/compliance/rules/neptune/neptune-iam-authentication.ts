import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';

/** Compliant: a Neptune cluster sets IamAuthEnabled true (the default lets any network client in). */
export const neptuneIamAuthentication: Rule = {
  id: 'neptune-iam-authentication',
  service: 'neptune',
  severity: 'medium',
  title: 'Neptune clusters require IAM authentication',
  description:
    'Without IAM authentication any client that reaches the cluster endpoint can query and change the graph; IAM ties each request to an identity and a policy.',
  resourceTypes: ['AWS::Neptune::DBCluster'],
  remediation:
    'Set IamAuthEnabled to true and grant neptune-db:* actions to the roles that query the cluster.',
  evaluate: (resource) =>
    requireTrue(
      resource,
      ['IamAuthEnabled'],
      `${nameOf(resource)} accepts clients without IAM authentication: IamAuthEnabled is not true.`,
    ),
  fixPatches: { properties: ['IamAuthEnabled'] },
  fix: (resource) => [setProp(resource, ['IamAuthEnabled'], true)],
};
