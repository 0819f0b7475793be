import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';
import { RDS_TYPES } from '../_lib/rds';

/** Compliant: AutoMinorVersionUpgrade is not false (it defaults to true). */
export const rdsAutoMinorUpgrade: Rule = {
  id: 'rds-auto-minor-upgrade',
  service: 'rds',
  severity: 'medium',
  title: 'RDS databases apply minor engine upgrades automatically',
  description:
    'Minor engine versions carry security patches; applying them in the maintenance window keeps known vulnerabilities from lingering.',
  resourceTypes: RDS_TYPES,
  remediation: 'Set AutoMinorVersionUpgrade to true (or remove it: true is the default).',
  evaluate(resource) {
    const value = toBool(propOf(resource, 'AutoMinorVersionUpgrade'));
    if (isUnknown(value)) return unknownFrom('AutoMinorVersionUpgrade', value);
    if (value !== false) return PASS;
    return failWith(
      `${nameOf(resource)} does not apply minor engine upgrades: AutoMinorVersionUpgrade is false.`,
    );
  },
  fixPatches: { properties: ['AutoMinorVersionUpgrade'] },
  fix: (resource) => [setProp(resource, ['AutoMinorVersionUpgrade'], true)],
};
