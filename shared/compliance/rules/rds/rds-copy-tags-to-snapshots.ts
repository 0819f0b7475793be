import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** Compliant: RDS databases copy their tags to snapshots. */
export const rdsCopyTagsToSnapshots: Rule = {
  id: 'rds-copy-tags-to-snapshots',
  service: 'rds',
  severity: 'low',
  title: 'RDS databases copy their tags to snapshots',
  description:
    'Tags carry the data classification and owner; snapshots without them escape tag-based access control and classification reports.',
  resourceTypes: ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster', 'AWS::Neptune::DBCluster'],
  remediation: 'Set CopyTagsToSnapshot to true (on the cluster for Aurora and Neptune).',
  evaluate(resource) {
    // An Aurora instance takes its snapshots' tags from its cluster.
    if (resource.type === 'AWS::RDS::DBInstance' && propOf(resource, 'DBClusterIdentifier') !== undefined)
      return NOT_APPLICABLE;
    return requireTrue(
      resource,
      ['CopyTagsToSnapshot'],
      `${nameOf(resource)} does not copy its tags to snapshots (CopyTagsToSnapshot is not true).`,
    );
  },
};
