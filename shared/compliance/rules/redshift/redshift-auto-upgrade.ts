import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: redshift clusters take version upgrades in their maintenance window. */
export const redshiftAutoUpgrade: Rule = {
  id: 'redshift-auto-upgrade',
  service: 'redshift',
  severity: 'medium',
  title: 'Redshift clusters take version upgrades in their maintenance window',
  description: 'Upgrades carry security fixes; a cluster that refuses them keeps known vulnerabilities.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation: 'Set AllowVersionUpgrade to true (or remove it: true is the default).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['AllowVersionUpgrade'],
      `${nameOf(resource)} refuses version upgrades (AllowVersionUpgrade is false).`,
      true,
    );
  },
};
