import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { checkContainers, containersOf } from '../_lib/ecs';
import { nameOf } from '../_lib/nouns';
import { dig, toBool } from '../_lib/props';

/** No container definition sets Privileged true. */
export const ecsNoPrivileged: Rule = {
  id: 'ecs-no-privileged',
  service: 'ecs',
  severity: 'high',
  title: 'ECS containers do not run in privileged mode',
  description:
    'A privileged container has root access to its host, so a compromise of the container becomes a ' +
    'compromise of the host and its other workloads.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Remove Privileged (or set it to false) on every container definition; add only the Linux capabilities needed.',
  evaluate(resource) {
    return checkContainers(
      resource,
      'Privileged',
      (container) => dig(container, 'Privileged'),
      (privileged, label) =>
        toBool(privileged) === true
          ? `${nameOf(resource)} runs container ${label} in privileged mode.`
          : undefined,
    );
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
