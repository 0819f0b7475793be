import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

/**
 * Compliant: PubliclyAccessible is not true. New Redshift clusters are private unless it is set,
 * so only an explicit true fails.
 */
export const redshiftNotPubliclyAccessible: Rule = {
  id: 'redshift-not-publicly-accessible',
  service: 'redshift',
  severity: 'critical',
  title: 'Redshift clusters are not publicly accessible',
  description:
    'A publicly accessible cluster gets an internet-resolvable address, so the warehouse is one security group rule away from the internet; warehouses belong in private subnets.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation: 'Set PubliclyAccessible to false and reach the cluster from inside the VPC.',
  evaluate(resource) {
    const value = toBool(propOf(resource, 'PubliclyAccessible'));
    if (isUnknown(value)) return unknownFrom('PubliclyAccessible', value);
    if (value !== true) return PASS;
    return failWith(`${nameOf(resource)} is publicly accessible: PubliclyAccessible is true.`);
  },
  // PubliclyAccessible changes in place (no replacement), so the fix is safe to apply.
  fixPatches: { properties: ['PubliclyAccessible'] },
  fix: (resource) => [setProp(resource, ['PubliclyAccessible'], false)],
};
