import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: redshift clusters do not use the default administrator name. */
export const redshiftNonDefaultAdmin: Rule = {
  id: 'redshift-non-default-admin',
  service: 'redshift',
  severity: 'medium',
  title: 'Redshift clusters do not use the default administrator name',
  description:
    'awsuser is the first name an attacker tries; a default name leaves only the password to guess.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation:
    'Set MasterUsername to a name of your own (it cannot be changed later: choose it for new clusters).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['MasterUsername'],
      ['awsuser'],
      undefined,
      () => `${nameOf(resource)} uses the default administrator name awsuser.`,
    );
  },
};
