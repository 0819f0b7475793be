import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, propOf, toBool } from '../_lib/props';

/** Compliant: cloudWatch alarms notify someone when they fire. */
export const cloudwatchAlarmActions: Rule = {
  id: 'cloudwatch-alarm-actions',
  service: 'monitoring',
  severity: 'medium',
  title: 'CloudWatch alarms notify someone when they fire',
  description:
    'An alarm with its actions off, or with no ALARM action, changes state without anyone hearing of it.',
  resourceTypes: ['AWS::CloudWatch::Alarm'],
  remediation:
    'Keep ActionsEnabled true (the default) and add AlarmActions (an SNS topic the team reads, or an automatic response).',
  evaluate(resource) {
    const enabled = toBool(propOf(resource, 'ActionsEnabled'));
    const actions = asList(propOf(resource, 'AlarmActions'));
    if (isUnknown(enabled)) return unknownFrom('ActionsEnabled', enabled);
    if (isUnknown(actions)) return unknownFrom('AlarmActions', actions);
    if (enabled === false)
      return failWith(`${nameOf(resource)} has its actions turned off (ActionsEnabled is false).`);
    return (actions ?? []).length > 0
      ? PASS
      : failWith(`${nameOf(resource)} has no ALARM action: nobody hears when it fires.`);
  },
};
