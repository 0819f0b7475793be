import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: DMS replication instances are not reachable from the internet. */
export const dmsInstanceNotPublic: Rule = {
  id: 'dms-instance-not-public',
  service: 'dms',
  severity: 'critical',
  title: 'DMS replication instances are not reachable from the internet',
  description:
    'A public replication instance has an internet address while it holds connections to the source and target databases; PubliclyAccessible is true unless set.',
  resourceTypes: ['AWS::DMS::ReplicationInstance'],
  remediation:
    'Set PubliclyAccessible to false and place the instance in a private ReplicationSubnetGroupIdentifier.',
  evaluate(resource) {
    return requireOneOf(
      resource,
      ['PubliclyAccessible'],
      ['false'],
      'true',
      (_value) =>
        `${nameOf(resource)} is reachable from the internet: PubliclyAccessible is not false (it defaults to true).`,
    );
  },
};
