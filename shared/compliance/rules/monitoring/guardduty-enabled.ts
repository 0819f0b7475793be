import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** AWS::GuardDuty::Detector has Enable true. */
export const guarddutyEnabled: Rule = {
  id: 'guardduty-enabled',
  service: 'monitoring',
  severity: 'medium',
  title: 'GuardDuty detectors are enabled',
  description:
    'GuardDuty watches account activity, network traffic and DNS for signs of compromise and malware; a ' +
    'disabled detector detects nothing.',
  resourceTypes: ['AWS::GuardDuty::Detector'],
  remediation: 'Set Enable to true on the AWS::GuardDuty::Detector.',
  // Usage-based; a small account typically pays a few dollars a month.
  fixCostUsdMonthly: 5,
  evaluate(resource) {
    return requireTrue(resource, ['Enable'], `${nameOf(resource)} is disabled.`);
  },
  fixPatches: { properties: ['Enable'] },
  fix(resource) {
    return [setProperty(resource, ['Enable'], true)];
  },
};
