import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

const DEFAULT_NAMES = ['admin', 'postgres'];

/** Compliant: RDS databases do not use a default administrator name. */
export const rdsNonDefaultAdmin: Rule = {
  id: 'rds-non-default-admin',
  service: 'rds',
  severity: 'medium',
  title: 'RDS databases do not use a default administrator name',
  description:
    'admin and postgres are the first names an attacker tries; a default name leaves only the password to guess.',
  resourceTypes: ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'],
  remediation:
    'Set MasterUsername to a name of your own (it cannot be changed later: choose it for new databases).',
  evaluate(resource) {
    const name = propOf(resource, 'MasterUsername');
    if (isUnknown(name)) return unknownFrom('MasterUsername', name);
    return typeof name === 'string' && DEFAULT_NAMES.includes(name.toLowerCase())
      ? failWith(`${nameOf(resource)} uses the default administrator name ${name}.`)
      : PASS;
  },
};
