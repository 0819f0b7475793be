import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

/**
 * Compliant: PubliclyAccessible is false. When it is absent RDS makes the instance public if its
 * VPC has an internet gateway attached, so absence fails too.
 */
export const rdsNotPubliclyAccessible: Rule = {
  id: 'rds-not-publicly-accessible',
  service: 'rds',
  severity: 'critical',
  title: 'RDS instances are not publicly accessible',
  description:
    'A publicly accessible database gets an internet-resolvable address; data stores belong in private subnets reachable only by the application tier.',
  resourceTypes: ['AWS::RDS::DBInstance'],
  remediation:
    'Set PubliclyAccessible to false and place the instance in a DB subnet group of private subnets.',
  evaluate(resource) {
    const value = toBool(propOf(resource, 'PubliclyAccessible'));
    if (isUnknown(value)) return unknownFrom('PubliclyAccessible', value);
    if (value === false) return PASS;
    if (value === true)
      return failWith(`${nameOf(resource)} is publicly accessible: PubliclyAccessible is true.`);
    return failWith(
      `${nameOf(resource)} does not set PubliclyAccessible to false, so RDS makes it public whenever its VPC has an internet gateway.`,
    );
  },
  fixPatches: { properties: ['PubliclyAccessible'] },
  fix: (resource) => [setProp(resource, ['PubliclyAccessible'], false)],
};
