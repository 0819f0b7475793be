import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: documentDB clusters have deletion protection. */
export const docdbDeletionProtection: Rule = {
  id: 'docdb-deletion-protection',
  service: 'docdb',
  ownersDecision: true,
  severity: 'medium',
  title: 'DocumentDB clusters have deletion protection',
  description: 'Without it one call or one stack deletion removes the cluster and its data.',
  resourceTypes: ['AWS::DocDB::DBCluster'],
  remediation:
    'Set DeletionProtection to true (a suggestion: never applied for you, and not raised where the template says DeletionPolicy: Delete).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['DeletionProtection'],
      `${nameOf(resource)} has no deletion protection (DeletionProtection is not true).`,
    );
  },
};
