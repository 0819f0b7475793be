import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { atLeast } from '../_lib/settings';

/** Compliant: RDS instances collect enhanced monitoring. */
export const rdsEnhancedMonitoring: Rule = {
  id: 'rds-enhanced-monitoring',
  service: 'rds',
  severity: 'low',
  title: 'RDS instances collect enhanced monitoring',
  description:
    'Enhanced monitoring reports the operating system metrics of the database host, which show load and abuse the engine metrics miss.',
  resourceTypes: ['AWS::RDS::DBInstance'],
  remediation:
    'Set MonitoringInterval to 60 (or less) and MonitoringRoleArn to a role with AmazonRDSEnhancedMonitoringRole.',
  evaluate(resource) {
    return atLeast(
      resource,
      ['MonitoringInterval'],
      1,
      0,
      (value) => `${nameOf(resource)} collects no enhanced monitoring (MonitoringInterval is ${value}).`,
    );
  },
};
