import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { checkContainers, containersOf } from '../_lib/ecs';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { dig, toBool } from '../_lib/props';

/** Every container sets ReadonlyRootFilesystem true. */
export const ecsReadonlyRootFs: Rule = {
  id: 'ecs-readonly-root-fs',
  service: 'ecs',
  severity: 'medium',
  title: 'ECS containers have a read-only root file system',
  description:
    'A read-only root file system stops an attacker from changing binaries or planting tools inside a ' +
    'running container.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Set ReadonlyRootFilesystem to true on every container definition and mount a volume for any path the ' +
    'application must write to.',
  evaluate(resource) {
    return checkContainers(
      resource,
      'ReadonlyRootFilesystem',
      (container) => dig(container, 'ReadonlyRootFilesystem'),
      (readOnly, label) =>
        toBool(readOnly) === true
          ? undefined
          : `${nameOf(resource)} lets container ${label} write to its root file system.`,
    );
  },
  fixRisk: () =>
    'images that write to their own filesystem (caches, temp files, pid files) stop working on a read-only root',
  fix(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return [];
    return containers
      .filter((c) => {
        const readOnly = dig(c.value, 'ReadonlyRootFilesystem');
        return !isUnknown(readOnly) && toBool(readOnly) !== true;
      })
      .map((c) => setProperty(resource, ['ContainerDefinitions', c.index, 'ReadonlyRootFilesystem'], true));
  },
};
