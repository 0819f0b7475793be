import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { launchTemplateOf } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProp } from '../_lib/patches';
import { propOf, toBool } from '../_lib/props';

/** Compliant: Monitoring is true on the instance, or (when unset) on its launch template. */
export const ec2InstanceDetailedMonitoring: Rule = {
  id: 'ec2-instance-detailed-monitoring',
  service: 'ec2',
  severity: 'low',
  title: 'EC2 instances use detailed (one-minute) monitoring',
  description:
    'One-minute metrics let alarms catch attacks and failures on critical hosts quickly instead of after five-minute gaps.',
  resourceTypes: ['AWS::EC2::Instance'],
  remediation:
    'Set Monitoring to true on the instance (or LaunchTemplateData.Monitoring.Enabled on its launch template).',
  fixCostUsdMonthly: 2,
  evaluate(resource, ctx) {
    let value = toBool(propOf(resource, 'Monitoring'));
    let label = 'Monitoring';
    if (value === undefined) {
      const link = launchTemplateOf(resource, ctx);
      if (link.kind === 'external') {
        return { status: 'unknown', reason: 'its launch template is defined outside this template' };
      }
      if (link.kind === 'template') {
        value = toBool(propOf(link.resource, 'LaunchTemplateData', 'Monitoring', 'Enabled'));
        label = `LaunchTemplateData.Monitoring.Enabled of launch template '${link.resource.logicalId}'`;
      }
    }
    if (isUnknown(value)) return unknownFrom(label, value);
    if (value === true) return PASS;
    return failWith(`${nameOf(resource)} uses basic five-minute monitoring: Monitoring is not true.`);
  },
  fixPatches: { properties: ['Monitoring'] },
  fix: (resource) => [setProp(resource, ['Monitoring'], true)],
};
