import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: ECS tasks do not share the host process namespace. */
export const ecsNoHostPid: Rule = {
  id: 'ecs-no-host-pid',
  service: 'ecs',
  severity: 'high',
  title: 'ECS tasks do not share the host process namespace',
  description:
    'With PidMode host every container sees, and can signal, every process on the instance, other tasks and the ECS agent included.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation: 'Remove PidMode (or set it to task).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['PidMode'],
      ['host'],
      undefined,
      () => `${nameOf(resource)} shares the host process namespace (PidMode is host).`,
    );
  },
};
