import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, TemplatePatch } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';
import { governedElsewhere } from '../_lib/rds';

/**
 * Compliant: a standalone DB instance sets MultiAZ true. Aurora members and read replicas are n/a
 * (their availability comes from the cluster or source), as is SQL Server Express (no Multi-AZ).
 */
export const rdsMultiAz: Rule = {
  id: 'rds-multi-az',
  service: 'rds',
  severity: 'medium',
  title: 'RDS instances run Multi-AZ',
  description:
    'A standby in a second Availability Zone keeps the database available through an AZ outage, a core disaster recovery expectation.',
  resourceTypes: ['AWS::RDS::DBInstance'],
  remediation: 'Set MultiAZ to true and remove AvailabilityZone (the two cannot be combined).',
  fixCostUsdMonthly: 50,
  evaluate(resource) {
    if (governedElsewhere(resource)) return NOT_APPLICABLE;
    if (String(propOf(resource, 'Engine') ?? '').toLowerCase() === 'sqlserver-ex') return NOT_APPLICABLE;
    const value = toBool(propOf(resource, 'MultiAZ'));
    if (isUnknown(value)) return unknownFrom('MultiAZ', value);
    if (value === true) return PASS;
    return failWith(`${nameOf(resource)} runs in a single Availability Zone: MultiAZ is not true.`);
  },
  fixPatches: { properties: ['MultiAZ', 'AvailabilityZone'] },
  fix(resource) {
    const patches: TemplatePatch[] = [setProp(resource, ['MultiAZ'], true)];
    if (propOf(resource, 'AvailabilityZone') !== undefined) {
      patches.push({
        op: 'remove',
        path: ['Resources', resource.logicalId, 'Properties', 'AvailabilityZone'],
      });
    }
    return patches;
  },
};
