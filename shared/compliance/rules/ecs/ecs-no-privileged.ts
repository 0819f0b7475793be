import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { dig, failWith, NOT_APPLICABLE, PASS, toBool, unknownFrom } from '../_lib/props';
import { unknownBecause } from '../_lib/read';
import { containersOf } from './containers';

/** No container definition sets Privileged true. */
export const ecsNoPrivileged: Rule = {
  id: 'ecs-no-privileged',
  service: 'ecs',
  title: 'ECS containers do not run in privileged mode',
  description:
    'A privileged container has root access to its host, so a compromise of the container becomes a ' +
    'compromise of the host and its other workloads.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Remove Privileged (or set it to false) on every container definition; add only the Linux capabilities needed.',
  evaluate(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
    if (containers.length === 0) return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const container of containers) {
      const privileged = dig(container.value, 'Privileged');
      if (isUnknown(privileged))
        unknown ??= `Privileged of container ${container.label} is ${privileged.reason}`;
      else if (toBool(privileged) === true) {
        return failWith(`${nameOf(resource)} runs container ${container.label} in privileged mode.`);
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  fix(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return [];
    return containers
      .filter((c) => toBool(dig(c.value, 'Privileged')) === true)
      .map((c) => ({
        op: 'remove' as const,
        path: ['Resources', resource.logicalId, 'Properties', 'ContainerDefinitions', c.index, 'Privileged'],
      }));
  },
};
