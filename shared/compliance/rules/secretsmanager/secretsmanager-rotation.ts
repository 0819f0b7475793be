import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** An AWS::SecretsManager::RotationSchedule in the template refers to the secret. */
export const secretsmanagerRotation: Rule = {
  id: 'secretsmanager-rotation',
  service: 'secretsmanager',
  severity: 'medium',
  title: 'Secrets rotate automatically',
  description:
    'A secret that never changes stays useful to anyone who once obtained it; automatic rotation limits ' +
    'how long a leaked credential works.',
  resourceTypes: ['AWS::SecretsManager::Secret'],
  remediation:
    'Add an AWS::SecretsManager::RotationSchedule with SecretId { Ref: <secret> }, a RotationLambdaARN or ' +
    'HostedRotationLambda, and RotationRules such as ScheduleExpression "rate(30 days)".',
  evaluate(resource, ctx) {
    const name = propOf(resource, 'Name');
    let unknown: string | undefined;
    for (const schedule of ctx.ofType('AWS::SecretsManager::RotationSchedule')) {
      const secretId = propOf(schedule, 'SecretId');
      if (isUnknown(secretId)) {
        if ((secretId.refs ?? []).includes(resource.logicalId)) return PASS;
        if ((secretId.refs ?? []).length === 0) {
          unknown ??= `SecretId of rotation schedule '${schedule.logicalId}' is ${secretId.reason}`;
        }
      } else if (typeof secretId === 'string' && typeof name === 'string' && secretId === name) {
        return PASS;
      }
    }
    if (unknown) return unknownBecause(unknown);
    return failWith(`${nameOf(resource)} has no rotation schedule.`);
  },
};
