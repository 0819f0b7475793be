import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { NOT_APPLICABLE, requireTrue, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';
import { governedElsewhere, RDS_TYPES } from '../_lib/rds';

/** Engines that accept IAM database authentication (SQL Server, Oracle and Db2 do not). */
const IAM_ENGINES = new Set(['mysql', 'postgres', 'aurora', 'aurora-mysql', 'aurora-postgresql']);

/**
 * Compliant: EnableIAMDatabaseAuthentication is true where the engine supports it. Aurora members
 * and read replicas (set on cluster or source) and other engines: n/a.
 */
export const rdsIamAuthentication: Rule = {
  id: 'rds-iam-authentication',
  service: 'rds',
  severity: 'medium',
  title: 'RDS databases accept IAM authentication',
  description:
    'IAM authentication replaces long-lived database passwords with short-lived tokens tied to identities that can be reviewed and revoked centrally.',
  resourceTypes: RDS_TYPES,
  remediation:
    'Set EnableIAMDatabaseAuthentication to true and grant rds-db:connect to the roles that need access.',
  evaluate(resource) {
    if (governedElsewhere(resource)) return NOT_APPLICABLE;
    const engine = propOf(resource, 'Engine');
    if (isUnknown(engine)) return unknownFrom('Engine', engine);
    if (typeof engine !== 'string')
      return { status: 'unknown', reason: 'Engine is not set, so IAM support cannot be told' };
    if (!IAM_ENGINES.has(engine.toLowerCase())) return NOT_APPLICABLE;
    return requireTrue(
      resource,
      ['EnableIAMDatabaseAuthentication'],
      `${nameOf(resource)} accepts only database passwords: EnableIAMDatabaseAuthentication is not true.`,
    );
  },
};
