import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: DMS replication instances run in two Availability Zones. */
export const dmsInstanceMultiAz: Rule = {
  id: 'dms-instance-multi-az',
  service: 'dms',
  severity: 'medium',
  title: 'DMS replication instances run in two Availability Zones',
  description: 'A single-zone replication instance stops the migration or replication when its zone fails.',
  resourceTypes: ['AWS::DMS::ReplicationInstance'],
  remediation: 'Set MultiAZ to true (a standby replication instance in a second zone).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['MultiAZ'],
      `${nameOf(resource)} runs in one Availability Zone (MultiAZ is not true).`,
    );
  },
};
