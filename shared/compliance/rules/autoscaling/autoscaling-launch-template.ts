import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { mayBeAbsent, propOf } from '../_lib/props';

/** Compliant: auto Scaling groups use launch templates, not launch configurations. */
export const autoscalingLaunchTemplate: Rule = {
  id: 'autoscaling-launch-template',
  service: 'autoscaling',
  severity: 'medium',
  title: 'Auto Scaling groups use launch templates, not launch configurations',
  description:
    'Launch configurations cannot require IMDSv2 on every option or use newer instance types, and AWS no longer adds features to them.',
  resourceTypes: ['AWS::AutoScaling::AutoScalingGroup'],
  remediation:
    'Replace LaunchConfigurationName with LaunchTemplate (an AWS::EC2::LaunchTemplate with MetadataOptions.HttpTokens required).',
  evaluate(resource) {
    const config = propOf(resource, 'LaunchConfigurationName');
    if (config === undefined) return PASS;
    if (isUnknown(config) && mayBeAbsent(config)) return unknownFrom('LaunchConfigurationName', config);
    return failWith(`${nameOf(resource)} launches from a launch configuration.`);
  },
};
