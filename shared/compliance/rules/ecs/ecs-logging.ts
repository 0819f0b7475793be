import type { Rule } from '#shared/compliance/types';
import { checkContainers } from '../_lib/ecs';
import { nameOf } from '../_lib/nouns';
import { dig, presence } from '../_lib/props';

/** Every container has a LogConfiguration with a LogDriver. */
export const ecsLogging: Rule = {
  id: 'ecs-logging',
  service: 'ecs',
  severity: 'medium',
  title: 'ECS containers send their logs to a log driver',
  description:
    'Without a log configuration, container output is lost when the task stops, leaving nothing to ' +
    'investigate faults or attacks with.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Set LogConfiguration on every container definition, e.g. LogDriver awslogs with awslogs-group, ' +
    'awslogs-region and awslogs-stream-prefix options.',
  evaluate(resource) {
    return checkContainers(
      resource,
      'LogConfiguration',
      (container) => presence(dig(container, 'LogConfiguration', 'LogDriver')),
      (driver, label) =>
        driver ? undefined : `${nameOf(resource)} has no log configuration for container ${label}.`,
    );
  },
};
