import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: MSK clusters collect enhanced monitoring. */
export const mskEnhancedMonitoring: Rule = {
  id: 'msk-enhanced-monitoring',
  service: 'msk',
  severity: 'medium',
  title: 'MSK clusters collect enhanced monitoring',
  description:
    'The default level reports only cluster-wide metrics; per-broker metrics show a broker under attack or failing.',
  resourceTypes: ['AWS::MSK::Cluster'],
  remediation: 'Set EnhancedMonitoring to PER_BROKER (or PER_TOPIC_PER_BROKER).',
  evaluate(resource) {
    return requireOneOf(
      resource,
      ['EnhancedMonitoring'],
      ['PER_BROKER', 'PER_TOPIC_PER_BROKER', 'PER_TOPIC_PER_PARTITION'],
      'DEFAULT',
      (value) => `${nameOf(resource)} collects only the default metrics (EnhancedMonitoring is ${value}).`,
    );
  },
};
