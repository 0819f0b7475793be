import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: redshift clusters do not use the default database name. */
export const redshiftNonDefaultDatabase: Rule = {
  id: 'redshift-non-default-database',
  service: 'redshift',
  severity: 'low',
  title: 'Redshift clusters do not use the default database name',
  description: 'dev is the name scripts and attackers assume; a name of its own is one more thing to know.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation: 'Set DBName to a name of your own.',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['DBName'],
      ['dev'],
      'dev',
      () => `${nameOf(resource)} uses the default database name dev.`,
    );
  },
};
