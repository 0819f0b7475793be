import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { atLeast } from '../_lib/settings';

/** Compliant: redshift clusters keep automated snapshots. */
export const redshiftAutomatedSnapshots: Rule = {
  id: 'redshift-automated-snapshots',
  service: 'redshift',
  severity: 'high',
  title: 'Redshift clusters keep automated snapshots',
  description:
    'An automated snapshot retention of 0 turns off automated snapshots: a deleted table or a bad load cannot be restored.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation: 'Set AutomatedSnapshotRetentionPeriod to 7 or more (or remove it: the default is 1 day).',
  evaluate(resource) {
    return atLeast(
      resource,
      ['AutomatedSnapshotRetentionPeriod'],
      1,
      1,
      (value) =>
        `${nameOf(resource)} keeps no automated snapshots (AutomatedSnapshotRetentionPeriod is ${value}).`,
    );
  },
};
