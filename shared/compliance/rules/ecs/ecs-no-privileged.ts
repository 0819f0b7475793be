import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { asBoolean, fail, NOT_APPLICABLE, PASS, read, unknownBecause, unknownProp } from '../_lib/read';
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
    if (isUnknown(containers)) return unknownProp('ContainerDefinitions', containers);
    if (containers.length === 0) return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const container of containers) {
      const privileged = read(container.value, ['Privileged']);
      if (isUnknown(privileged))
        unknown ??= `Privileged of container ${container.label} is ${privileged.reason}`;
      else if (asBoolean(privileged) === true) {
        return fail(`${nameOf(resource)} runs container ${container.label} in privileged mode.`);
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  fix(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return [];
    return containers
      .filter((c) => asBoolean(read(c.value, ['Privileged'])) === true)
      .map((c) => ({
        op: 'remove' as const,
        path: ['Resources', resource.logicalId, 'Properties', 'ContainerDefinitions', c.index, 'Privileged'],
      }));
  },
};
