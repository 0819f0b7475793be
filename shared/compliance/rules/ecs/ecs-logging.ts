import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { dig, failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/props';
import { presence, unknownBecause } from '../_lib/read';
import { containersOf } from './containers';

/** Every container has a LogConfiguration with a LogDriver. */
export const ecsLogging: Rule = {
  id: 'ecs-logging',
  service: 'ecs',
  title: 'ECS containers send their logs to a log driver',
  description:
    'Without a log configuration, container output is lost when the task stops, leaving nothing to ' +
    'investigate faults or attacks with.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Set LogConfiguration on every container definition, e.g. LogDriver awslogs with awslogs-group, ' +
    'awslogs-region and awslogs-stream-prefix options.',
  evaluate(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
    if (containers.length === 0) return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const container of containers) {
      const driver = presence(dig(container.value, 'LogConfiguration', 'LogDriver'));
      if (isUnknown(driver))
        unknown ??= `LogConfiguration of container ${container.label} is ${driver.reason}`;
      else if (!driver) {
        return failWith(`${nameOf(resource)} has no log configuration for container ${container.label}.`);
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
};
