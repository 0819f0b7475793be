import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { isClusterMember, RDS_TYPES } from '../_lib/rds';

/** Compliant: DeletionProtection is true on DB instances and clusters (Aurora members: n/a). */
export const rdsDeletionProtection: Rule = {
  id: 'rds-deletion-protection',
  service: 'rds',
  ownersDecision: true,
  severity: 'medium',
  title: 'RDS databases have deletion protection',
  description:
    'Deletion protection stops a stack update, script or mistaken click from destroying a production database and its automated backups.',
  keepsParameterChoice: true,
  resourceTypes: RDS_TYPES,
  remediation: 'Set DeletionProtection to true (for Aurora, on the AWS::RDS::DBCluster).',
  evaluate(resource) {
    if (isClusterMember(resource)) return NOT_APPLICABLE;
    return requireTrue(
      resource,
      ['DeletionProtection'],
      `${nameOf(resource)} can be deleted without safeguard: DeletionProtection is not true.`,
    );
  },
  fixPatches: { properties: ['DeletionProtection'] },
  fix: (resource) => [setProp(resource, ['DeletionProtection'], true)],
};
