import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: LoggingProperties sends the audit logs to S3 (BucketName) or CloudWatch. */
export const redshiftAuditLogging: Rule = {
  id: 'redshift-audit-logging',
  service: 'redshift',
  severity: 'medium',
  title: 'Redshift clusters keep audit logs',
  description:
    'Connection and user logs record who connected to the warehouse and what changed, which investigations and the logging controls need.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation:
    'Set LoggingProperties with LogDestinationType cloudwatch (and LogExports connectionlog, userlog, useractivitylog) or a BucketName for S3.',
  evaluate: (resource) =>
    expectSet(
      resource,
      ['LoggingProperties'],
      `${nameOf(resource)} has no audit logging: LoggingProperties is not set.`,
    ),
};
